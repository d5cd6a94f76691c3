import { randomBytes } from 'node:crypto';
import { order } from '@tongxin/api-client/catalogue';
import { and, desc, eq, gt } from 'drizzle-orm';
import { refuse, sessionInvalid } from '../../http/reply-error';
import { implement, type PaymentOutcome } from '../../platform/module';
import { newTradeNo, recordPaymentNotice } from '../../platform/payments';
import { PayProviderError, type PaidNotice } from '../../providers/pay';
import type { Services } from '../../services';
import { requireMember } from '../member/api';
import { activateCard, planOnSale } from '../vip/api';
import { fenOf } from './api';
import { memberOrders } from './schema';

/*
 * Buying (a vip card today: vipBuy → /app/pay/vip-buy): the spec's own order calls, `order.create`
 * (gateway) with the card's business type and its plan id as `keys`, then `order.wechatPay` for
 * the JSAPI parameters. The order is paid, and the card activated, only by the payment provider's
 * verified notify (`applyMemberPayment`, routed here by the trade prefix).
 */

/** The prefix of a member order's trade number: the payment notify routes it to this module. */
export const TRADE_PREFIX = 'M';
/** A waiting order of the same card is paid again rather than doubled (a second tap, a reload). */
const REUSE_WAITING_MS = 30 * 60_000;
const { waitingPayment: WAITING, paid: PAID } = order.ORDER_STATUS;

/**
 * A vip order's id: VIP, the time and 32 random bits. (The card it buys is the order's plan_id;
 * orders made before that column carried it in the id, `VIP{planId}T…`, and migration 0006 copied
 * it over.)
 */
export const vipOrderId = () => `VIP${Date.now().toString(36).toUpperCase()}${randomBytes(4).toString('hex').toUpperCase()}`;

/**
 * Applies a verified payment to a member order: it becomes paid and, for a vip order, the card
 * is activated (vip module). A notify seen before (same transaction id), or for an order no
 * longer waiting, changes nothing. A trade that is no member order's is `unknown`; the wrong
 * amount is `mismatch` and records nothing.
 */
export async function applyMemberPayment(s: Services, notice: PaidNotice): Promise<PaymentOutcome> {
  return s.db.transaction(async (tx) => {
    // The order row is locked first, so two notifies for one trade are applied one after the other.
    const [row] = await tx.select().from(memberOrders).where(eq(memberOrders.tradeNo, notice.tradeNo)).for('update').limit(1);
    if (!row) return 'unknown';
    if (fenOf(row) !== notice.amountFen) return 'mismatch';
    if (!(await recordPaymentNotice(tx, notice))) return 'duplicate';
    const now = new Date(s.now());
    const paid = await tx
      .update(memberOrders)
      .set({ status: PAID, paidAt: now })
      .where(and(eq(memberOrders.orderId, row.orderId), eq(memberOrders.status, WAITING)))
      .returning({ orderId: memberOrders.orderId });
    if (paid.length === 0) return 'duplicate';
    if (row.planId !== null) await activateCard(tx, { iid: row.iid, memberId: row.memberId, planId: row.planId, tradeNo: notice.tradeNo, now });
    return 'paid';
  });
}

/** Creating an order and preparing its payment. */
export const saleCalls = [
  implement(order.create, async ({ iid, orderType, keys, num, token }, { services: s }) => {
    const errors = order.create.errors;
    if (orderType !== order.BUSINESS_TYPE.vip) throw refuse(errors.unsupportedType);
    if (!token) throw sessionInvalid();
    const now = new Date(s.now());
    const me = await requireMember(s.db, iid, token, now);
    const planId = Number(keys);
    if (!Number.isInteger(planId) || planId <= 0) throw refuse(errors.noPlan);
    if (num !== 1) throw refuse(errors.oneCard);
    const plan = await planOnSale(s.db, iid, planId);
    if (!plan) throw refuse(errors.planNotFound);
    const [waiting] = await s.db
      .select()
      .from(memberOrders)
      .where(
        and(
          eq(memberOrders.memberId, me.id),
          eq(memberOrders.iid, iid),
          eq(memberOrders.status, WAITING),
          eq(memberOrders.planId, plan.id),
          gt(memberOrders.createdAt, new Date(s.now() - REUSE_WAITING_MS)),
        ),
      )
      .orderBy(desc(memberOrders.createdAt))
      .limit(1);
    if (waiting) return { orderId: waiting.orderId, payPrice: fenOf(waiting) };
    const [created] = await s.db
      .insert(memberOrders)
      .values({
        orderId: vipOrderId(),
        iid,
        planId: plan.id,
        memberId: me.id,
        status: WAITING,
        businessType: order.BUSINESS_TYPE.vip,
        title: plan.title,
        image: plan.image,
        price: plan.price,
        num: 1,
        contactPhone: me.mobile ?? '',
        createdAt: now,
      })
      .returning();
    if (!created) throw new Error('order row missing after insert');
    return { orderId: created.orderId, payPrice: fenOf(created) };
  }),

  implement(order.wechatPay, async ({ iid, orderId, openId, token }, { services: s }) => {
    const errors = order.wechatPay.errors;
    if (!token) throw sessionInvalid();
    const me = await requireMember(s.db, iid, token, new Date(s.now()));
    const mine = and(eq(memberOrders.orderId, orderId), eq(memberOrders.memberId, me.id), eq(memberOrders.iid, iid));
    const [row] = await s.db.select().from(memberOrders).where(mine);
    if (!row) throw refuse(errors.notFound);
    if (order.isPaidStatus(row.status)) throw refuse(errors.paid);
    if (row.status !== WAITING) throw refuse(errors.notWaiting);
    // The merchant trade number is fixed at the first prepay, so every notify finds this order.
    if (!row.tradeNo) await s.db.update(memberOrders).set({ tradeNo: newTradeNo(TRADE_PREFIX) }).where(and(mine, eq(memberOrders.tradeNo, '')));
    const [current] = await s.db.select({ tradeNo: memberOrders.tradeNo }).from(memberOrders).where(mine);
    if (!current?.tradeNo) throw new Error('trade number missing after it was set');
    try {
      const { params } = await s.pay.prepay({ tradeNo: current.tradeNo, amountFen: fenOf(row), title: row.title, openId });
      return params;
    } catch (error) {
      if (!(error instanceof PayProviderError)) throw error;
      // Paid at the provider but its notify not yet here: the page reads the order until it is paid.
      if (error.alreadyPaid) throw refuse(errors.paid);
      throw refuse(errors.providerRefused, error.message);
    }
  }),
];
