import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { tenantRoles } from './schema';

/** What other modules may read of roles within a tenant: a member's role (leader, admin), or undefined. */
export async function roleOf(db: Db, iid: number, memberId: number): Promise<string | undefined> {
  const [row] = await db.select({ role: tenantRoles.role }).from(tenantRoles).where(and(eq(tenantRoles.iid, iid), eq(tenantRoles.memberId, memberId)));
  return row?.role;
}
