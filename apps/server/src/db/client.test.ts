import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { BACKENDS, createTestDatabase } from '../testing/harness';
import { openDatabase } from './client';
import { tenants } from './schema';

describe('openDatabase', () => {
  const dirs: string[] = [];
  afterAll(() => {
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  });

  it('keeps the embedded database in DATA_DIR across a restart', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'tongxin-data-'));
    dirs.push(dataDir);
    const first = await openDatabase({ dataDir });
    await first.db.insert(tenants).values({ iid: 4242, name: '重启测试' });
    await first.close();
    const again = await openDatabase({ dataDir });
    const rows = await again.db.select({ name: tenants.name }).from(tenants);
    await again.close();
    expect(rows).toEqual([{ name: '重启测试' }]);
  });

  // Only where a PostgreSQL is configured (DATABASE_URL): PGlite has no connections to lose.
  for (const backend of BACKENDS.filter((b) => b === 'postgres')) {
    it(`survives PostgreSQL closing its idle connections (${backend})`, async () => {
      const fresh = await createTestDatabase();
      const closed: string[] = [];
      const database = await openDatabase({ databaseUrl: fresh.url, onIdleError: (error) => closed.push(error.message) });
      try {
        await database.db.execute(sql`select 1`);
        const admin = new pg.Client({ connectionString: fresh.url });
        await admin.connect();
        const terminated = await admin.query('SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()');
        await admin.end();
        // Every pooled connection that was cut says so before the next query may pick it up.
        await expect.poll(() => closed.length).toBe(terminated.rowCount);
        // The process is still here, and the next query gets a new connection.
        const rows = await database.db.execute(sql`select 2 as two`);
        expect(JSON.stringify(rows)).toContain('2');
      } finally {
        await database.close();
        await fresh.drop();
      }
    });
  }
});
