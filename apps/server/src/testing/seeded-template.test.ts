import { sql } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { tenants } from '../db/schema';
import { BACKENDS, openTestDatabase } from './harness';
import { openSeededDatabase, PGLITE_TEMPLATE_ENV, POSTGRES_TEMPLATE_ENV, TEMPLATE_DAY_ENV } from './seeded-template';

describe.each(BACKENDS)('test apps start from the seeded template on %s', (backend) => {
  it('the suite made the template once, and each copy is seeded and its own', async () => {
    // The global setup (vitest.config.ts) made it: the test apps of this run start from it.
    expect(process.env[backend === 'pglite' ? PGLITE_TEMPLATE_ENV : POSTGRES_TEMPLATE_ENV]).toBeTruthy();
    const a = await openSeededDatabase(backend, () => openTestDatabase(backend));
    const b = await openSeededDatabase(backend, () => openTestDatabase(backend));
    try {
      const count = async (db: typeof a.db) => (await db.select({ n: sql<number>`count(*)::int` }).from(tenants))[0]?.n;
      expect(await count(a.db)).toBe(2);
      // A write in one copy is not in the other (nor in the template the next test app copies).
      await a.db.insert(tenants).values({ iid: 9999, name: '只在这一份里', kind: 'community' });
      expect(await count(a.db)).toBe(3);
      expect(await count(b.db)).toBe(2);
    } finally {
      await a.close();
      await b.close();
    }
  });

  it('a template seeded on an earlier day in Shanghai is not copied: the test app is seeded afresh for today', async () => {
    const fresh = vi.fn(() => openTestDatabase(backend));
    const current = await openSeededDatabase(backend, fresh);
    await current.close();
    expect(fresh).not.toHaveBeenCalled();
    const seededOn = process.env[TEMPLATE_DAY_ENV];
    // As when the run started before 16:00 UTC and this test app after it.
    process.env[TEMPLATE_DAY_ENV] = '2026-01-01';
    try {
      const database = await openSeededDatabase(backend, fresh);
      try {
        expect(fresh).toHaveBeenCalledTimes(1);
        expect((await database.db.select({ n: sql<number>`count(*)::int` }).from(tenants))[0]?.n).toBe(2);
      } finally {
        await database.close();
      }
    } finally {
      process.env[TEMPLATE_DAY_ENV] = seededOn;
    }
  });
});
