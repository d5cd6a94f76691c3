import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { applications, orders, paymentNotifications } from '../../db/schema';
import { ReplyError } from '../../http/reply-error';
import { PayProviderError, type PaidNotice } from '../../providers/pay';
import type { Services } from '../../services';
import type { ModuleContext } from '../types';
import { university } from '@tongxin/api-client/catalogue';
import { applicationOf, authenticate, registerSessionCall } from './session';

/** Order type 28: the registration fee (spec §9). */
export const REGISTRATION_ORDER_TYPE = 28;
export const ORDER_WAITING = 1;
export const ORDER_PAID = 11;

const noOrder = () => new ReplyError(1021, '订单不存在');

export function registerOrderCalls({ app, gateway, services: s }: ModuleContext) {
  registerSessionCall(app, gateway, university.createOrder, async ({ iid, userId, token, keys, orderType }) => {
    const who = await authenticate(s, userId, token);
    if (iid !== who.iid) throw new ReplyError(404, '报名不存在');
    const { app: application, reg } = await applicationOf(s, who, keys);
    if (application.status !== 2 && application.status !== 3) throw new ReplyError(1010, '审核通过后才能缴费');
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
        tradeNo: `T${Date.now().toString(36)}${randomBytes(8).toString('hex')}`,
      })
      .onConflictDoNothing();
    const [order] = await s.db
      .select()
      .from(orders)
      .where(and(eq(orders.applicationId, application.id), eq(orders.orderType, orderType)))
      .limit(1);
    if (!order) throw new Error('order row missing after insert');
    return { code: 0, msg: 'ok', gid: order.gid, amount: order.amountFen, title: order.title, paid: order.status === ORDER_PAID };
  });

  registerSessionCall(app, gateway, university.payOrder, async ({ iid, rid, token, gid, openId }) => {
    const who = await authenticate(s, rid, token);
    const [order] = await s.db
      .select()
      .from(orders)
      .where(and(eq(orders.gid, gid), eq(orders.rid, who.rid), eq(orders.iid, iid)))
      .limit(1);
    if (!order) throw noOrder();
    if (order.status === ORDER_PAID) throw new ReplyError(1020, '订单已支付');
    let prepared: Awaited<ReturnType<typeof s.pay.prepay>>;
    try {
      prepared = await s.pay.prepay({ tradeNo: order.tradeNo, amountFen: order.amountFen, title: order.title, openId });
    } catch (error) {
      if (!(error instanceof PayProviderError)) throw error;
      // Paid at the provider but its notify not yet here: the page waits for status 3.
      if (error.alreadyPaid) throw new ReplyError(1020, '订单已支付');
      throw new ReplyError(1022, error.message);
    }
    const { prepayId, params } = prepared;
    await s.db.update(orders).set({ prepayId }).where(eq(orders.gid, order.gid));
    return { code: 0, msg: 'ok', ...params };
  });
}

/**
 * Applies a verified payment (the provider's notify, dispatched by modules/payments): the order
 * becomes paid and its application moves 2 → 3. A notify seen before (same transaction id), or
 * for an order already paid, changes nothing. A trade that is not a registration fee's is
 * `unknown` (another area's); one with the wrong amount records nothing, so the transaction id
 * stays free for the provider's correct notify.
 */
export async function applyPayment(s: Services, notice: PaidNotice): Promise<'paid' | 'duplicate' | 'mismatch' | 'unknown'> {
  return s.db.transaction(async (tx) => {
    // The order row is locked first, so two notifies for one trade are applied one after the other.
    const [order] = await tx.select().from(orders).where(eq(orders.tradeNo, notice.tradeNo)).for('update').limit(1);
    if (!order) return 'unknown';
    if (order.amountFen !== notice.amountFen) return 'mismatch';
    const fresh = await tx
      .insert(paymentNotifications)
      .values(notice)
      .onConflictDoNothing()
      .returning({ id: paymentNotifications.transactionId });
    if (fresh.length === 0) return 'duplicate';
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
