import { order, university } from '@tongxin/api-client/catalogue';
import { and, eq } from 'drizzle-orm';
import { refuse } from '../../http/reply-error';
import type { PaymentOutcome } from '../../platform/module';
import { newTradeNo, recordPaymentNotice } from '../../platform/payments';
import { PayProviderError, type PaidNotice } from '../../providers/pay';
import type { Services } from '../../services';
import { applications, orders } from './schema';
import { applicationOf, authenticate, sessionCall } from './session';

/** The prefix of a registration fee's trade number: the payment notify routes it to this module. */
export const TRADE_PREFIX = 'T';
const { waitingPayment: ORDER_WAITING, paid: ORDER_PAID } = order.ORDER_STATUS;

/** The registration fee: its order, and its payment. */
export const orderCalls = [
  sessionCall(university.createOrder, async ({ iid, userId, token, keys, orderType }, { services: s }) => {
    const errors = university.createOrder.errors;
    const who = await authenticate(s, userId, token);
    if (iid !== who.iid) throw refuse(errors.noRegistration);
    const { app: application, reg } = await applicationOf(s, who, keys);
    if (application.status !== 2 && application.status !== 3) throw refuse(errors.notApproved);
    // One order per application and type: a second call returns the first order.
    await s.db
      .insert(orders)
      .values({
        iid,
        rid: who.rid,
        orderType,
        applicationId: application.id,
        amountFen: reg.feeFen ?? s.config.registrationFeeFen,
        title: `${reg.name} 报名费`,
        tradeNo: newTradeNo(TRADE_PREFIX),
      })
      .onConflictDoNothing();
    const [order] = await s.db
      .select()
      .from(orders)
      .where(and(eq(orders.applicationId, application.id), eq(orders.orderType, orderType)))
      .limit(1);
    if (!order) throw new Error('order row missing after insert');
    return { code: 0, msg: 'ok', gid: order.gid, amount: order.amountFen, title: order.title, paid: order.status === ORDER_PAID };
  }),

  sessionCall(university.payOrder, async ({ iid, rid, token, gid, openId }, { services: s }) => {
    const errors = university.payOrder.errors;
    const who = await authenticate(s, rid, token);
    const [order] = await s.db
      .select()
      .from(orders)
      .where(and(eq(orders.gid, gid), eq(orders.rid, who.rid), eq(orders.iid, iid)))
      .limit(1);
    if (!order) throw refuse(errors.notFound);
    if (order.status === ORDER_PAID) throw refuse(errors.paid);
    let prepared: Awaited<ReturnType<typeof s.pay.prepay>>;
    try {
      prepared = await s.pay.prepay({ tradeNo: order.tradeNo, amountFen: order.amountFen, title: order.title, openId });
    } catch (error) {
      if (!(error instanceof PayProviderError)) throw error;
      // Paid at the provider but its notify not yet here: the page waits for status 3.
      if (error.alreadyPaid) throw refuse(errors.paid);
      throw refuse(errors.providerRefused, error.message);
    }
    const { prepayId, params } = prepared;
    await s.db.update(orders).set({ prepayId }).where(eq(orders.gid, order.gid));
    return { code: 0, msg: 'ok', ...params };
  }),
];

/**
 * Applies a verified payment (the provider’s notify, routed here by the trade prefix, platform/payments.ts): the order
 * becomes paid and its application moves 2 → 3. A notify seen before (same transaction id)
 * changes nothing; another transaction for an order already paid is recorded and refunded. A trade that is not a registration fee's is
 * `unknown` (another area's); one with the wrong amount records nothing, so the transaction id
 * stays free for the provider's correct notify.
 */
export async function applyPayment(s: Services, notice: PaidNotice): Promise<PaymentOutcome> {
  return s.db.transaction(async (tx) => {
    // The order row is locked first, so two notifies for one trade are applied one after the other.
    const [order] = await tx.select().from(orders).where(eq(orders.tradeNo, notice.tradeNo)).for('update').limit(1);
    if (!order) return 'unknown';
    if (order.amountFen !== notice.amountFen) return 'mismatch';
    const fresh = await recordPaymentNotice(tx, notice);
    // The order's own payment, seen again: nothing to do. Any other transaction for an order that
    // no longer waits (paid by another transaction: a double payment) goes back to the payer —
    // also when its notify repeats, in case the first refund did not go through.
    if (order.status !== ORDER_WAITING) return order.transactionId === notice.transactionId ? 'duplicate' : 'refund';
    if (!fresh) return 'duplicate';
    const paid = await tx
      .update(orders)
      .set({ status: ORDER_PAID, paidAt: new Date(s.now()), transactionId: notice.transactionId })
      .where(and(eq(orders.gid, order.gid), eq(orders.status, ORDER_WAITING)))
      .returning({ gid: orders.gid });
    if (paid.length === 0) return 'duplicate';
    await tx
      .update(applications)
      .set({ status: 3, updatedAt: new Date(s.now()) })
      .where(and(eq(applications.id, order.applicationId), eq(applications.status, 2)));
    return 'paid';
  });
}
