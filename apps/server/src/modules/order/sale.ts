import { order } from '@tongxin/api-client/catalogue';
import { and, eq } from 'drizzle-orm';
import { refuse, sessionInvalid } from '../../http/reply-error';
import { implement, type PaymentOutcome } from '../../platform/module';
import { newTradeNo, recordPaymentNotice } from '../../platform/payments';
import { sellersByType, type AfterPaid } from '../../platform/seller';
import { PayProviderError, type PaidNotice } from '../../providers/pay';
import type { Services } from '../../services';
import { requireMember } from '../member/api';
import { createOrder, expireIfDue, releaseExpiredHolds, fenOf, payProviderOf, priceOrder, sellerOf, soldOrder } from './kernel';
import { memberOrders } from './schema';

/*
 * Buying anything a module sells (platform/seller.ts): `order.calculate` prices spec §3's payload,
 * `order.create` (gateway) creates the order at that price, then `order.wechatPay` gives the
 * JSAPI parameters. The order is paid — and its seller told — only by the payment provider's
 * verified notify (`applyMemberPayment`, routed here by the trade prefix).
 */

/** The prefix of a member order's trade number: the payment notify routes it to this module. */
export const TRADE_PREFIX = 'M';
const { waitingPayment: WAITING, paid: PAID, cancelled: CANCELLED, expired: EXPIRED } = order.ORDER_STATUS;

/**
 * Applies a verified payment to a member order: it becomes paid, then its seller's `paid` runs
 * (a vip card is activated …) and every module's `orderEvents.paid`, in the same transaction. A
 * notify seen before (same transaction id), or for an order paid already, changes nothing; one
 * for an order cancelled or expired is recorded and refunded.
 * A trade that is no member order's is `unknown`; the wrong amount is `mismatch` and records
 * nothing.
 */
export async function applyMemberPayment(s: Services, notice: PaidNotice): Promise<PaymentOutcome> {
  // What the seller tells others once the payment has committed.
  const then: { after?: AfterPaid } = {};
  const outcome = await s.db.transaction(async (tx): Promise<PaymentOutcome> => {
    // The order row is locked first, so two notifies for one trade are applied one after the other.
    const [row] = await tx
      .select()
      .from(memberOrders)
      .where(eq(memberOrders.tradeNo, notice.tradeNo))
      .for('update')
      .limit(1);
    if (!row) return 'unknown';
    if (fenOf(row) !== notice.amountFen) return 'mismatch';
    const fresh = await recordPaymentNotice(tx, notice);
    // Money for an order cancelled or expired before it arrived goes back (platform/payments.ts),
    // also on a repeated notify: the refund is one per transaction.
    if (row.status === CANCELLED || row.status === EXPIRED) return 'refund';
    if (!fresh) return 'duplicate';
    const now = new Date(s.now());
    const [paid] = await tx
      .update(memberOrders)
      .set({ status: PAID, paidAt: now })
      .where(and(eq(memberOrders.orderId, row.orderId), eq(memberOrders.status, WAITING)))
      .returning();
    if (!paid) return 'duplicate';
    const sold = soldOrder(paid);
    then.after = (await sellersByType(s.modules).get(paid.businessType)?.paid?.(tx, sold)) ?? undefined;
    for (const m of s.modules) await m.orderEvents?.paid?.(tx, sold);
    return 'paid';
  });
  // Committed: the seller may tell others now (a failure there leaves the payment applied).
  if (outcome === 'paid' && then.after) await Promise.resolve(then.after(s)).catch((error: unknown) => console.error('after a paid order', error));
  return outcome;
}

/** Pricing, creating an order and preparing its payment. */
export const saleCalls = [
  implement(order.calculate, async (params, { services: s }) => {
    if (!params.token) throw sessionInvalid();
    const now = new Date(s.now());
    const me = await requireMember(s.db, params.iid, params.token, now);
    await releaseExpiredHolds(s, params.orderType);
    return (await priceOrder(s.db, s, me, params, now)).price;
  }),

  implement(order.create, async (params, { services: s }) => {
    if (!params.token) throw sessionInvalid();
    sellerOf(s, params.orderType);
    const me = await requireMember(s.db, params.iid, params.token, new Date(s.now()));
    return createOrder(s, me, params);
  }),

  implement(order.wechatPay, (params, { services: s }) => prepayOrder(s, params, 'wechat')),
  implement(order.unionPay, (params, { services: s }) => prepayOrder(s, params, 'union')),
];

/**
 * The JSAPI parameters of one of the member's waiting orders, on a pay route: WeChat Pay's own
 * (order.wechat.create) or the new-pay route (yinsheng union.wechat.create, for tenants whose
 * checkPartner is true). Both go through the one payment provider interface (services.pay).
 */
async function prepayOrder(
  s: Services,
  {
    iid,
    orderId,
    openId,
    token,
  }: { iid: number; orderId: string; openId: string; token?: string | undefined },
  route: 'wechat' | 'union',
) {
  const errors = order.wechatPay.errors;
  if (!token) throw sessionInvalid();
  const me = await requireMember(s.db, iid, token, new Date(s.now()));
  const mine = and(
    eq(memberOrders.orderId, orderId),
    eq(memberOrders.memberId, me.id),
    eq(memberOrders.iid, iid),
  );
  const [found] = await s.db.select().from(memberOrders).where(mine);
  if (!found) throw refuse(errors.notFound);
  return prepayRow(s, await expireIfDue(s, found), openId, route);
}

/**
 * The JSAPI parameters for a waiting order (whoever pays it: the buyer, or a friend through its
 * share). The merchant trade number is fixed at the first prepay, so every notify finds the order.
 */
export async function prepayRow(s: Services, row: typeof memberOrders.$inferSelect, openId: string, route: 'wechat' | 'union') {
  const errors = order.wechatPay.errors;
  if (order.isPaidStatus(row.status)) throw refuse(errors.paid);
  if (row.status !== WAITING) throw refuse(errors.notWaiting);
  const mine = eq(memberOrders.orderId, row.orderId);
  if (!row.tradeNo)
    await s.db
      .update(memberOrders)
      .set({ tradeNo: newTradeNo(TRADE_PREFIX), payRoute: route })
      .where(and(mine, eq(memberOrders.tradeNo, '')));
  const [current] = await s.db
    .select({ tradeNo: memberOrders.tradeNo, payRoute: memberOrders.payRoute })
    .from(memberOrders)
    .where(mine);
  if (!current?.tradeNo) throw new Error('trade number missing after it was set');
  try {
    const { params } = await payProviderOf(s, current.payRoute).prepay({
      tradeNo: current.tradeNo,
      amountFen: fenOf(row),
      title: row.title,
      openId,
    });
    return params;
  } catch (error) {
    if (!(error instanceof PayProviderError)) throw error;
    // Paid at the provider but its notify not yet here: the page reads the order until it is paid.
    if (error.alreadyPaid) throw refuse(errors.paid);
    throw refuse(errors.providerRefused, error.message);
  }
}
