import { DEMO_COMMUNITY } from '../modules/member/api';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { runSeed } from '../cli/seed';
import { BACKENDS, createTestDatabase, openTestDatabase } from '../testing/harness';
import { findMigrationsFolder, openDatabase, type Db } from './client';
import { seedIfEmpty } from './seed';

/** Row counts of tables every part of the seed fills. */
async function counts(db: Db) {
  const one = async (table: string) => ((await db.execute(`select count(*)::int as n from ${table}`)) as unknown as { rows: { n: number }[] }).rows[0]?.n;
  return { tenants: await one('tenants'), components: await one('form_components'), members: await one('members'), shortLinks: await one('short_links') };
}

describe.each(BACKENDS)('seed on %s', (backend) => {
  it('seeds once; a second run, even a concurrent one, changes nothing', async () => {
    const database = await openTestDatabase(backend);
    try {
      const outcomes = await Promise.all([seedIfEmpty(database.db), seedIfEmpty(database.db)]);
      expect(outcomes.filter(Boolean)).toHaveLength(1);
      const first = await counts(database.db);
      expect(first).toMatchObject({ tenants: 2, members: 1 + DEMO_COMMUNITY.length });
      expect(first.components).toBeGreaterThan(10);
      expect(first.shortLinks).toBeGreaterThan(0);
      expect(await seedIfEmpty(database.db)).toBe(false);
      expect(await counts(database.db)).toEqual(first);
    } finally {
      await database.close();
    }
  });
});

// Only PostgreSQL has several instances on one database (PGlite is one process's own).
if (BACKENDS.includes('postgres')) {
  describe('two instances starting on one empty PostgreSQL', () => {
    it('migrate one after the other and seed once', async () => {
      const fresh = await createTestDatabase();
      try {
        const [a, b] = await Promise.all([openDatabase({ databaseUrl: fresh.url }), openDatabase({ databaseUrl: fresh.url })]);
        try {
          const outcomes = await Promise.all([seedIfEmpty(a.db), seedIfEmpty(b.db)]);
          expect(outcomes.sort()).toEqual([false, true]);
          expect(await counts(a.db)).toMatchObject({ tenants: 2, members: 1 + DEMO_COMMUNITY.length });
        } finally {
          await Promise.all([a.close(), b.close()]);
        }
      } finally {
        await fresh.drop();
      }
    });
  });
}

describe('the seed command', () => {
  const dirs: string[] = [];
  afterAll(() => {
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  });

  it('seeds the embedded database in DATA_DIR once, then says there is nothing to do', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'tongxin-seed-'));
    dirs.push(dataDir);
    const lines: string[] = [];
    const env = { DATA_DIR: dataDir };
    expect(await runSeed(env, (l) => lines.push(l))).toBe(0);
    expect(await runSeed(env, (l) => lines.push(l))).toBe(0);
    expect(lines[0]).toMatch(/^seeded demo tenants 1000 and 3073 \(embedded PGlite in /);
    expect(lines[1]).toMatch(/^the database already has tenants: nothing seeded/);
    const database = await openDatabase({ dataDir });
    try {
      expect(await counts(database.db)).toMatchObject({ tenants: 2, members: 1 + DEMO_COMMUNITY.length });
    } finally {
      await database.close();
    }
  });

  it('refuses a broken configuration with exit code 2', async () => {
    const lines: string[] = [];
    expect(await runSeed({ PORT: 'eighty' }, (l) => lines.push(l))).toBe(2);
    expect(lines.join('\n')).toMatch(/PORT:/);
  });
});

describe('findMigrationsFolder', () => {
  it('finds apps/server/drizzle from src/db, dist and dist/cli, whatever the checkout path holds', () => {
    // A checkout under a path that itself contains /src/ and /dist/.
    const root = mkdtempSync(join(tmpdir(), 'tongxin-path-'));
    try {
      const server = join(root, 'src', 'dist', 'apps', 'server');
      for (const dir of ['src/db', 'dist/cli', 'drizzle/meta']) mkdirSync(join(server, dir), { recursive: true });
      writeFileSync(join(server, 'drizzle', 'meta', '_journal.json'), '{}');
      for (const from of ['src/db', 'dist', 'dist/cli']) expect(findMigrationsFolder(join(server, from))).toBe(join(server, 'drizzle'));
      expect(() => findMigrationsFolder(join(root, 'src'))).toThrow(/no drizzle migrations/);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});
