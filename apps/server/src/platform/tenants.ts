import { count, desc, eq, gte, ilike, inArray, max, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { domains, tenants } from '../db/schema';

/*
 * The platform's own data every module may read: the tenants (spec §1: iid) and the host names
 * that map to them (spec §2). Modules read them through these functions, never the tables.
 */

export type TenantKind = 'community' | 'university';

/** A tenant, or undefined when the iid is unknown. */
export async function findTenant(db: Db, iid: number): Promise<{ iid: number; name: string; kind: TenantKind; createdAt: Date } | undefined> {
  const [row] = await db.select({ iid: tenants.iid, name: tenants.name, kind: tenants.kind, createdAt: tenants.createdAt }).from(tenants).where(eq(tenants.iid, iid)).limit(1);
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

/** Every host name of a tenant, sorted. */
export async function hostsOfTenant(db: Db, iid: number): Promise<string[]> {
  const rows = await db.select({ host: domains.host }).from(domains).where(eq(domains.iid, iid));
  return rows.map((r) => r.host).sort();
}

/** The host among `hosts` that maps to a tenant other than `iid`, if any. */
export async function hostTakenBy(db: Db, hosts: readonly string[], iid: number): Promise<string | undefined> {
  if (hosts.length === 0) return undefined;
  const rows = await db.select({ host: domains.host, iid: domains.iid }).from(domains).where(inArray(domains.host, hosts.map(hostKey)));
  return rows.find((r) => r.iid !== iid)?.host;
}

/**
 * Replaces a tenant's host names (in the caller's transaction); the shell's `/` and
 * /api/domain/* read them at once. The caller checks `hostTakenBy` first; a host another tenant
 * took meanwhile fails on the primary key, and the transaction rolls back.
 */
export async function setTenantHosts(db: Db, iid: number, hosts: readonly string[]): Promise<void> {
  await db.delete(domains).where(eq(domains.iid, iid));
  const unique = [...new Set(hosts.map(hostKey))];
  if (unique.length > 0) await db.insert(domains).values(unique.map((host) => ({ host, iid })));
}

/** Creates a tenant (in the caller's transaction); false when the iid is taken. */
export async function createTenant(db: Db, tenant: { iid: number; name: string; kind?: TenantKind }): Promise<boolean> {
  const rows = await db.insert(tenants).values({ iid: tenant.iid, name: tenant.name, kind: tenant.kind ?? 'community' }).onConflictDoNothing().returning({ iid: tenants.iid });
  return rows.length > 0;
}

/** Renames a tenant. */
export async function renameTenant(db: Db, iid: number, name: string): Promise<void> {
  await db.update(tenants).set({ name }).where(eq(tenants.iid, iid));
}

/** The next free iid from `from` up. */
export async function nextFreeIid(db: Db, from: number): Promise<number> {
  const [row] = await db.select({ top: max(tenants.iid) }).from(tenants).where(gte(tenants.iid, from));
  return Math.max(from, (row?.top ?? from - 1) + 1);
}

/**
 * Tenants page by page, newest iid first, filtered by a keyword in the name or a host name:
 * the rows and the total.
 */
export async function pageOfTenants(db: Db, keyword: string | undefined, page: number, size: number): Promise<{ rows: { iid: number; name: string; kind: TenantKind; createdAt: Date }[]; total: number }> {
  const like = keyword ? `%${keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : undefined;
  const where = like ? or(ilike(tenants.name, like), sql`exists (select 1 from ${domains} where ${domains.iid} = ${tenants.iid} and ${domains.host} ilike ${like})`) : undefined;
  const [counted] = await db.select({ n: count() }).from(tenants).where(where);
  const rows = await db
    .select({ iid: tenants.iid, name: tenants.name, kind: tenants.kind, createdAt: tenants.createdAt })
    .from(tenants)
    .where(where)
    .orderBy(desc(tenants.iid))
    .limit(size)
    .offset((page - 1) * size);
  return { rows: rows.map((r) => ({ ...r, kind: r.kind === 'university' ? 'university' : 'community' })), total: counted?.n ?? 0 };
}
