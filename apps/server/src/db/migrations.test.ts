import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKENDS, createTestDatabase } from '../testing/harness';
import { migrationsFolder } from './client';

/** The last migration before member orders had a plan column. */
const BEFORE_PLAN = '0004_upload_face_check';

/** A copy of the migrations folder whose journal stops at `tag`: the database as an older server left it. */
function migrationsUpTo(tag: string): string {
  const dir = mkdtempSync(join(tmpdir(), 'tongxin-migrations-'));
  cpSync(migrationsFolder, dir, { recursive: true });
  const journalPath = join(dir, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as { entries: { tag: string }[] };
  const end = journal.entries.findIndex((e) => e.tag === tag);
  if (end < 0) throw new Error(`no migration ${tag}`);
  journal.entries = journal.entries.slice(0, end + 1);
  writeFileSync(journalPath, JSON.stringify(journal));
  return dir;
}

interface Engine {
  run(statement: string): Promise<void>;
  rows(statement: string): Promise<Record<string, unknown>[]>;
  migrate(folder: string): Promise<void>;
  close(): Promise<void>;
}

async function openEngine(backend: 'pglite' | 'postgres'): Promise<Engine> {
  if (backend === 'pglite') {
    const client = new PGlite();
    const db = drizzlePglite(client);
    return {
      run: async (statement) => void (await client.exec(statement)),
      rows: async (statement) => (await client.query<Record<string, unknown>>(statement)).rows,
      migrate: (folder) => migratePglite(db, { migrationsFolder: folder }),
      close: () => client.close(),
    };
  }
  const fresh = await createTestDatabase();
  const pool = new pg.Pool({ connectionString: fresh.url, max: 2 });
  const db = drizzlePg(pool);
  return {
    run: async (statement) => void (await db.execute(sql.raw(statement))),
    rows: async (statement) => (await pool.query<Record<string, unknown>>(statement)).rows,
    migrate: (folder) => migratePg(db, { migrationsFolder: folder }),
    close: async () => {
      await pool.end();
      await fresh.drop();
    },
  };
}

describe.each(BACKENDS)('migrations on %s', (backend) => {
  let engine: Engine;
  let older: string;

  beforeAll(async () => {
    older = migrationsUpTo(BEFORE_PLAN);
    engine = await openEngine(backend);
  }, 60_000);
  afterAll(async () => {
    await engine?.close();
    rmSync(older, { recursive: true, force: true });
  });

  it('gives vip orders made before the plan column their card, read from the old order id', async () => {
    await engine.migrate(older);
    await engine.run(`
      INSERT INTO vip_plans (id, iid, title, description, image, price, days) VALUES
        (2, 1000, '年卡', '', '', 99, 365), (5, 2000, '别家的卡', '', '', 9, 30);
      INSERT INTO members (id, iid, mobile, password_hash, nick_name) VALUES (1, 1000, '13800138000', 'x', 'm');
      INSERT INTO member_orders (order_id, iid, member_id, status, business_type, title, price, trade_no) VALUES
        ('VIP2TLX1ABCDEF12', 1000, 1, 1, 4, '年卡', 99, 'Mwaiting1'),
        ('VIP5TLX1ABCDEF13', 1000, 1, 1, 4, '别家的卡', 9, ''),
        ('VIP9TLX1ABCDEF14', 1000, 1, 1, 4, '下架的卡', 9, ''),
        ('TX202400000001', 1000, 1, 11, 1, '活动', 59, '4200002024');
    `);
    await engine.migrate(migrationsFolder);
    const rows = await engine.rows('SELECT order_id, plan_id FROM member_orders ORDER BY order_id');
    expect(rows).toEqual([
      { order_id: 'TX202400000001', plan_id: null },
      { order_id: 'VIP2TLX1ABCDEF12', plan_id: 2 },
      // Another tenant's card, or a card no longer sold, is not guessed.
      { order_id: 'VIP5TLX1ABCDEF13', plan_id: null },
      { order_id: 'VIP9TLX1ABCDEF14', plan_id: null },
    ]);
    // A trade number names one order from now on; '' (not prepaid yet) may repeat.
    await expect(
      engine.run(`INSERT INTO member_orders (order_id, iid, member_id, status, business_type, title, price, trade_no) VALUES ('X1', 1000, 1, 1, 1, 'x', 1, 'Mwaiting1')`),
    ).rejects.toThrow();
    await engine.run(`INSERT INTO member_orders (order_id, iid, member_id, status, business_type, title, price) VALUES ('X2', 1000, 1, 1, 1, 'x', 1)`);
  });
});
