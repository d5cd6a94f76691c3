import { count, desc, eq, max } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { signCertificates, signCheckIns } from './schema';

/*
 * What other modules may use of sign-in sites: members' check-in counts (trajectory ranks, badges, growth).
 */

/** Members of the tenant by sites checked in, most first, with the name they showed. */
export async function checkInCounts(db: Db, iid: number): Promise<{ memberId: number; name: string; avatar: string; count: number }[]> {
  const rows = await db
    .select({ memberId: signCheckIns.memberId, name: max(signCheckIns.nick), avatar: max(signCheckIns.avatar), n: count(), last: max(signCheckIns.createdAt) })
    .from(signCheckIns)
    .where(eq(signCheckIns.iid, iid))
    .groupBy(signCheckIns.memberId)
    .orderBy(desc(count()), max(signCheckIns.createdAt));
  return rows.map((r) => ({ memberId: r.memberId, name: r.name ?? '', avatar: r.avatar ?? '', count: Number(r.n) }));
}

/** A member's check-ins and certificates. */
export async function memberSignStats(db: Db, memberId: number): Promise<{ checkIns: number; certificates: number }> {
  const [c] = await db.select({ n: count() }).from(signCheckIns).where(eq(signCheckIns.memberId, memberId));
  const [cert] = await db.select({ n: count() }).from(signCertificates).where(eq(signCertificates.memberId, memberId));
  return { checkIns: Number(c?.n ?? 0), certificates: Number(cert?.n ?? 0) };
}
