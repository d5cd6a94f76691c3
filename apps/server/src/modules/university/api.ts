import { and, eq } from 'drizzle-orm';
import type { Services } from '../../services';
import { orders } from './schema';

/*
 * What other modules may read of the university's: the applicant's session, and an applicant's
 * own prepaid registration fee (the sandbox payer plays the gateway for it).
 */
export { authenticate, type Applicant } from './session';
export { LIMITS, NO_ADMISSIONS } from './account';
export { REG_ID, SEED_GROUPS } from './seed';

/** The applicant's own order `gid` once prepaid (its trade number and amount), else undefined. */
export async function prepaidFee(s: Services, rid: number, gid: number): Promise<{ tradeNo: string; amountFen: number } | undefined> {
  const [order] = await s.db
    .select({ tradeNo: orders.tradeNo, amountFen: orders.amountFen, prepayId: orders.prepayId })
    .from(orders)
    .where(and(eq(orders.gid, gid), eq(orders.rid, rid)))
    .limit(1);
  return order?.prepayId ? { tradeNo: order.tradeNo, amountFen: order.amountFen } : undefined;
}
