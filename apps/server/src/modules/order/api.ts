import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { memberOrders } from './schema';

/** What an order costs, in fen: its unit price (fen) times its quantity. */
export const fenOf = (o: { price: number; num: number }) => o.price * o.num;

/** The member's own order once prepaid (its trade number and amount), else undefined (another's, unknown, or not prepaid). */
export async function prepaidOrder(db: Db, member: { id: number; iid: number }, orderId: string): Promise<{ tradeNo: string; amountFen: number } | undefined> {
  const [row] = await db
    .select()
    .from(memberOrders)
    .where(and(eq(memberOrders.orderId, orderId), eq(memberOrders.memberId, member.id), eq(memberOrders.iid, member.iid)))
    .limit(1);
  return row?.tradeNo ? { tradeNo: row.tradeNo, amountFen: fenOf(row) } : undefined;
}
