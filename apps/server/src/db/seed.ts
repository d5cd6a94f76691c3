import { sql } from 'drizzle-orm';
import type { Db } from './client';
import { domains, tenants } from './schema';

/** The demo tenants: a community organisation and the university (spec §9: iid 1000 and 3073). */
export const DEMO_TENANTS = [
  { iid: 1000, name: '同心志愿者联合会', kind: 'community' },
  { iid: 3073, name: '同心大学招生报名', kind: 'university' },
] as const;

export const DEMO_DOMAINS = [
  { host: 'h5.tongxin.local', iid: 1000 },
  { host: 'zs.tongxin.local', iid: 3073 },
] as const;

/** Seeds the demo tenants when the database has no tenant yet; returns whether it seeded. */
export async function seedIfEmpty(db: Db): Promise<boolean> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(tenants);
  if ((row?.n ?? 0) > 0) return false;
  await db.transaction(async (tx) => {
    await tx.insert(tenants).values([...DEMO_TENANTS]);
    await tx.insert(domains).values([...DEMO_DOMAINS]);
  });
  return true;
}
