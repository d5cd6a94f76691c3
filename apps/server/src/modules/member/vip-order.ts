import { randomBytes } from 'node:crypto';
import { order } from '@tongxin/api-client';
import { and, desc, eq, gt } from 'drizzle-orm';
import { paymentNotifications } from '../../db/schema';
import { registerCall } from '../../http/register-call';
import { PayProviderError, type PaidNotice } from '../../providers/pay';
import type { Services } from '../../services';
import type { ModuleContext } from '../types';
import { notFound, refuse, sessionInvalid } from './errors';
import { memberOrders, vipCards, vipPlans } from './schema';
import { requireMember } from './session';

/**
 * Buying a vip card (vipBuy → /app/pay/vip-buy): the spec's own order calls, `order.create`
 * (gateway) with this order type and the plan id as `keys`, then `order.wechat.create` for the
 * JSAPI parameters. The card is activated only by the payment provider's verified notify.
 */

/** The order type of a vip card (our choice: spec §9 names only the university's 28). */
export const VIP_ORDER_TYPE = 30;
/** The business type of a vip order in the member's order list (spec §4 names 1–3; 4 is ours). */
export const VIP_BUSINESS_TYPE = 4;
/** A waiting order of the same card is paid again rather than doubled (a second tap, a reload). */
const REUSE_WAITING_MS = 30 * 60_000;
const WAITING = 1;
const PAID = 11;
const DAY = 86_400_000;

/**
 * A vip order's id: VIP, the time and 32 random bits. (The card it buys is the order's plan_id;
 * orders made before that column carried it in the id, `VIP{planId}T…`, and migration 0006 copied
 * it over.)
 */
export const vipOrderId = () => `VIP${Date.now().toString(36).toUpperCase()}${randomBytes(4).toString('hex').toUpperCase()}`;

const newTradeNo = () => `M${Date.now().toString(36)}${randomBytes(8).toString('hex')}`;
export const fenOf = (order: { price: number; num: number }) => Math.round(order.price * order.num * 100);

/**
 * Applies a verified payment to a member order (the provider's notify, dispatched by
 * modules/payments): it becomes paid (11) and, for a vip order, the card is activated — a new
 * card, or the member's card of that plan extended by its days. A notify seen before (same
 * transaction id), or for an order no longer waiting, changes nothing. A trade that is no member
 * order's is `unknown` (another area's); the wrong amount is `mismatch` and records nothing.
 */
export async function applyMemberPayment(s: Services, notice: PaidNotice): Promise<'paid' | 'duplicate' | 'mismatch' | 'unknown'> {
  return s.db.transaction(async (tx) => {
    // The order row is locked first, so two notifies for one trade are applied one after the other.
    const [order] = await tx.select().from(memberOrders).where(eq(memberOrders.tradeNo, notice.tradeNo)).for('update').limit(1);
    if (!order) return 'unknown';
    if (fenOf(order) !== notice.amountFen) return 'mismatch';
    const fresh = await tx.insert(paymentNotifications).values(notice).onConflictDoNothing().returning({ id: paymentNotifications.transactionId });
    if (fresh.length === 0) return 'duplicate';
    const now = new Date(s.now());
    const paid = await tx
      .update(memberOrders)
      .set({ status: PAID, paidAt: now })
      .where(and(eq(memberOrders.orderId, order.orderId), eq(memberOrders.status, WAITING)))
      .returning({ orderId: memberOrders.orderId });
    if (paid.length === 0) return 'duplicate';
    if (order.planId === null) return 'paid';
    const [plan] = await tx.select().from(vipPlans).where(and(eq(vipPlans.id, order.planId), eq(vipPlans.iid, order.iid)));
    if (!plan) return 'paid';
    const [card] = await tx
      .select()
      .from(vipCards)
      .where(and(eq(vipCards.memberId, order.memberId), eq(vipCards.planId, plan.id), eq(vipCards.iid, order.iid)))
      .orderBy(desc(vipCards.expiresAt))
      .limit(1);
    if (card) {
      // Renewing adds the days after the current end (or from today when it has ended).
      const from = Math.max(card.expiresAt.getTime(), now.getTime());
      await tx.update(vipCards).set({ expiresAt: new Date(from + plan.days * DAY) }).where(eq(vipCards.id, card.id));
    } else {
      const [created] = await tx
        .insert(vipCards)
        .values({ iid: order.iid, memberId: order.memberId, planId: plan.id, cardNo: `P${notice.tradeNo}`, expiresAt: new Date(now.getTime() + plan.days * DAY) })
        .returning({ id: vipCards.id });
      // The card number of the seeded cards: TX + tenant + the card's sequence (TX1000000001).
      if (created) await tx.update(vipCards).set({ cardNo: `TX${order.iid}${String(created.id).padStart(6, '0')}` }).where(eq(vipCards.id, created.id));
    }
    return 'paid';
  });
}

export function registerVipOrders({ app, gateway, services: s }: ModuleContext) {
  const now = () => new Date(s.now());

  registerCall(app, gateway, order.create, async ({ iid, orderType, keys, num, token }) => {
    if (orderType !== VIP_ORDER_TYPE) throw refuse(400, '暂不支持该类型的订单');
    if (!token) throw sessionInvalid();
    const member = await requireMember(s.db, iid, token, now());
    const planId = Number(keys);
    if (!Number.isInteger(planId) || planId <= 0) throw refuse(400, '请选择要开通的会员卡');
    if (num !== 1) throw refuse(400, '会员卡每次开通一张');
    const [plan] = await s.db.select().from(vipPlans).where(and(eq(vipPlans.id, planId), eq(vipPlans.iid, iid)));
    if (!plan) throw notFound('会员卡');
    const [waiting] = await s.db
      .select()
      .from(memberOrders)
      .where(
        and(
          eq(memberOrders.memberId, member.id),
          eq(memberOrders.iid, iid),
          eq(memberOrders.status, WAITING),
          eq(memberOrders.planId, plan.id),
          gt(memberOrders.createdAt, new Date(s.now() - REUSE_WAITING_MS)),
        ),
      )
      .orderBy(desc(memberOrders.createdAt))
      .limit(1);
    if (waiting) return { t: { orderId: waiting.orderId, payPrice: fenOf(waiting) / 100 } };
    const [order] = await s.db
      .insert(memberOrders)
      .values({
        orderId: vipOrderId(),
        iid,
        planId: plan.id,
        memberId: member.id,
        status: WAITING,
        businessType: VIP_BUSINESS_TYPE,
        title: plan.title,
        image: plan.image,
        price: plan.price,
        num: 1,
        contactPhone: member.mobile,
        createdAt: now(),
      })
      .returning();
    if (!order) throw refuse(500, '下单失败');
    return { t: { orderId: order.orderId, payPrice: fenOf(order) / 100 } };
  });

  registerCall(app, gateway, order.wechatPay, async ({ iid, orderId, openId, token }) => {
    if (!token) throw sessionInvalid();
    const member = await requireMember(s.db, iid, token, now());
    const mine = and(eq(memberOrders.orderId, orderId), eq(memberOrders.memberId, member.id), eq(memberOrders.iid, iid));
    const [order] = await s.db.select().from(memberOrders).where(mine);
    if (!order) throw notFound('订单');
    if (order.status > 10) throw refuse(1020, '订单已支付');
    if (order.status !== WAITING) throw refuse(409, '订单已取消或已失效');
    // The merchant trade number is fixed at the first prepay, so every notify finds this order.
    if (!order.tradeNo) await s.db.update(memberOrders).set({ tradeNo: newTradeNo() }).where(and(mine, eq(memberOrders.tradeNo, '')));
    const [current] = await s.db.select({ tradeNo: memberOrders.tradeNo }).from(memberOrders).where(mine);
    if (!current?.tradeNo) throw refuse(500, '下单失败');
    try {
      const { params } = await s.pay.prepay({ tradeNo: current.tradeNo, amountFen: fenOf(order), title: order.title, openId });
      return { t: params };
    } catch (error) {
      if (!(error instanceof PayProviderError)) throw error;
      // Paid at the provider but its notify not yet here: the page reads the order until it is paid.
      if (error.alreadyPaid) throw refuse(1020, '订单已支付');
      throw refuse(1022, error.message);
    }
  });

}
