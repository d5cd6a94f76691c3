import { and, count, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { distRoles } from './schema';

/*
 * What other modules may read of distribution: the console's to-do counter of applications.
 */

/** How many distributor applications of the tenant wait for a decision. */
export async function pendingApplicationCount(db: Db, iid: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(distRoles).where(and(eq(distRoles.iid, iid), eq(distRoles.status, 0)));
  return row?.n ?? 0;
}
