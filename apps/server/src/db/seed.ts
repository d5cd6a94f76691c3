import { sql } from 'drizzle-orm';
import { modules as defaultModules } from '../modules';
import type { ServerModule } from '../platform/module';
import { SEED_LOCK_KEY, type Db } from './client';
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

/**
 * The modules with a seed, in the order they seed: each after the modules its `seed.after`
 * names, otherwise in list order. An unknown name or a cycle is a mistake in a module's
 * definition, reported at once.
 */
export function seedOrder(list: readonly ServerModule[]): ServerModule[] {
  const byName = new Map(list.map((m) => [m.name, m]));
  const done = new Set<string>();
  const visiting = new Set<string>();
  const order: ServerModule[] = [];
  const visit = (m: ServerModule, path: readonly string[]) => {
    if (done.has(m.name)) return;
    if (visiting.has(m.name)) throw new Error(`seed order: ${[...path, m.name].join(' → ')} is a cycle`);
    visiting.add(m.name);
    for (const name of m.seed?.after ?? []) {
      const before = byName.get(name);
      if (!before) throw new Error(`seed order: ${m.name} seeds after ${name}, which is not in the module list`);
      visit(before, [...path, m.name]);
    }
    visiting.delete(m.name);
    done.add(m.name);
    if (m.seed) order.push(m);
  };
  for (const m of list) visit(m, []);
  return order;
}

/**
 * Seeds the demo tenants when the database has no tenant yet; returns whether it seeded. The
 * whole seed, every module's too, is one transaction under an advisory lock: a failure leaves the
 * database empty (the next start seeds again), and two instances starting on one empty database
 * seed once (the second waits for the lock, then finds the tenants).
 */
export async function seedIfEmpty(db: Db, now = new Date(), list: readonly ServerModule[] = defaultModules): Promise<boolean> {
  const ordered = seedOrder(list);
  return db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${SEED_LOCK_KEY})`);
    const [row] = await tx.select({ n: sql<number>`count(*)::int` }).from(tenants);
    if ((row?.n ?? 0) > 0) return false;
    await tx.insert(tenants).values([...DEMO_TENANTS]);
    await tx.insert(domains).values([...DEMO_DOMAINS]);
    for (const module of ordered) await module.seed?.run(tx, { now });
    return true;
  });
}
