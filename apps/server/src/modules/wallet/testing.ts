import type { Db } from '../../db/client';
import { creditCommission } from './api';
import { settleDue } from './ledger';

/**
 * Test and contract help: gives a member `amountFen` of settled commission through the real path
 * (a credit made a settlement window ago, then settled), for an order id of the test's own.
 */
export async function fundMember(db: Db, who: { iid: number; memberId: number }, amountFen: number, orderId: string, now = new Date()): Promise<void> {
  const long = new Date(now.getTime() - 400 * 86_400_000);
  await creditCommission(db, { iid: who.iid, memberId: who.memberId, orderId, level: 1, title: '测试订单', buyer: '138****0000', orderFen: amountFen * 10, rateBp: 1000, amountFen }, long);
  await settleDue(db, now, who.memberId);
}
