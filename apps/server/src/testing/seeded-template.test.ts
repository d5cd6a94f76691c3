import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { tenants } from '../db/schema';
import { BACKENDS, openTestDatabase } from './harness';
import { openSeededDatabase, PGLITE_TEMPLATE_ENV, POSTGRES_TEMPLATE_ENV } from './seeded-template';

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
});
