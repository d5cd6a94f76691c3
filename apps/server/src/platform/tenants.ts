import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { domains, tenants } from '../db/schema';

/*
 * The platform's own data every module may read: the tenants (spec §1: iid) and the host names
 * that map to them (spec §2). Modules read them through these functions, never the tables.
 */

export type TenantKind = 'community' | 'university';

/** A tenant, or undefined when the iid is unknown. */
export async function findTenant(db: Db, iid: number): Promise<{ iid: number; name: string; kind: TenantKind } | undefined> {
  const [row] = await db.select({ iid: tenants.iid, name: tenants.name, kind: tenants.kind }).from(tenants).where(eq(tenants.iid, iid)).limit(1);
  return row ? { ...row, kind: row.kind === 'university' ? 'university' : 'community' } : undefined;
}

/** A host name as the domains table keys it: lower case, without a port. */
export function hostKey(host: string): string {
  return host.trim().replace(/:\d+$/, '').toLowerCase();
}

/** The tenants a host name maps to (usually one; none for an unknown host). */
export async function tenantsOfHost(db: Db, host: string): Promise<{ iid: number; host: string }[]> {
  return db.select({ iid: domains.iid, host: domains.host }).from(domains).where(eq(domains.host, hostKey(host)));
}
