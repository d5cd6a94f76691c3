import { order } from '@tongxin/api-client/catalogue';
import { and, eq, inArray } from 'drizzle-orm';
import { refuse, sessionInvalid } from '../../http/reply-error';
import { implement } from '../../platform/module';
import { sellersByType } from '../../platform/seller';
import { PayProviderError, type RefundNotice } from '../../providers/pay';
import type { Services } from '../../services';
import { requireMember, type Member } from '../member/api';
import { returnPoints } from '../point/api';
import { closeOrder, expireIfDue, fenOf, soldOrder } from './kernel';
import { orderDetail } from './order-view';
import { memberOrders, orderComments, orderPaySettings } from './schema';

/*
 * After the order is made: the buyer cancels or confirms receipt (update/status), the cashier's
 * view (payDetail, detailByTradeNo, checkPartner), refunds through the payment provider with its
 * notify, comments, the verification code of goods used in person, the supply chain's parcels.
 */

const {
  waitingPayment: WAITING,
  cancelled: CANCELLED,
  shipped: SHIPPED,
  done: DONE,
} = order.ORDER_STATUS;
const REFUND = order.REFUND_STATE;
type OrderRow = typeof memberOrders.$inferSelect;

async function signedIn(s: Services, iid: number, token: string | undefined): Promise<Member> {
  if (!token) throw sessionInvalid();
  return requireMember(s.db, iid, token, new Date(s.now()));
}

async function mine(s: Services, me: Member, orderId: string): Promise<OrderRow> {
  const [row] = await s.db
    .select()
    .from(memberOrders)
    .where(
      and(
        eq(memberOrders.orderId, orderId),
        eq(memberOrders.memberId, me.id),
        eq(memberOrders.iid, me.iid),
      ),
    );
  if (!row) throw refuse(order.detail.errors.notFound);
  return expireIfDue(s, row);
}

async function reread(s: Services, orderId: string): Promise<OrderRow> {
  const [row] = await s.db.select().from(memberOrders).where(eq(memberOrders.orderId, orderId));
  if (!row) throw new Error(`order ${orderId} vanished`);
  return row;
}

/** The refund's number at the provider: one refund per order. */
const refundNoOf = (row: OrderRow) => `${row.tradeNo}R1`;

/**
 * Asks the provider for the refund (REFUND.refunding); an order paid entirely with points and
 * coupons (nothing paid in money) is refunded at once.
 */
async function startRefund(s: Services, row: OrderRow): Promise<void> {
  if (row.refundFen === 0 || !row.tradeNo) {
    await finishRefund(s, row.orderId);
    return;
  }
  try {
    await s.pay.refund({
      tradeNo: row.tradeNo,
      refundNo: refundNoOf(row),
      amountFen: row.refundFen,
      totalFen: fenOf(row),
      reason: row.refundReason,
    });
  } catch (error) {
    if (!(error instanceof PayProviderError)) throw error;
    // The provider refused: the application stays, the buyer can try again.
    await s.db
      .update(memberOrders)
      .set({ refundState: REFUND.none, refundAppliedAt: null, refundFen: 0 })
      .where(eq(memberOrders.orderId, row.orderId));
    throw refuse(order.wechatPay.errors.providerRefused, error.message);
  }
  await s.db
    .update(memberOrders)
    .set({ refundNo: refundNoOf(row) })
    .where(eq(memberOrders.orderId, row.orderId));
}

/**
 * The refund reached the buyer: REFUND.refunded, and — for a full refund — what the order
 * reserved is given back (the seller's release, the points). Once, by a conditional UPDATE.
 */
async function finishRefund(
  s: Pick<Services, 'db' | 'now' | 'modules'>,
  orderId: string,
  notice?: RefundNotice,
): Promise<'refunded' | 'duplicate' | 'unknown' | 'mismatch'> {
  return s.db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(memberOrders)
      .where(eq(memberOrders.orderId, orderId))
      .for('update');
    if (!row) return 'unknown';
    if (notice && row.refundFen !== notice.amountFen) return 'mismatch';
    const [done] = await tx
      .update(memberOrders)
      .set({ refundState: REFUND.refunded, refundedAt: new Date(s.now()) })
      .where(
        and(
          eq(memberOrders.orderId, orderId),
          inArray(memberOrders.refundState, [REFUND.refunding, REFUND.returned, REFUND.none]),
        ),
      )
      .returning();
    if (!done) return 'duplicate';
    const sold = soldOrder(done);
    if (done.refundFen >= fenOf(done)) {
      await sellersByType(s.modules).get(done.businessType)?.release(tx, sold);
      await returnPoints(
        tx,
        { iid: done.iid, memberId: done.memberId },
        done.pointsUsed,
        `订单退款退回：${done.title}`,
      );
    }
    for (const m of s.modules) await m.orderEvents?.refunded?.(tx, sold, done.refundFen);
    return 'refunded';
  });
}

/**
 * Refunds a paid order in full from the server's side (a crowdfunding project that missed its
 * goal): the same path as a buyer's refund, idempotent — an order already refunding or refunded,
 * or not paid, is left as it is. True when this call asked for the refund.
 */
export async function refundWholeOrder(s: Services, orderId: string, reason: string): Promise<boolean> {
  const [row] = await s.db.select().from(memberOrders).where(eq(memberOrders.orderId, orderId));
  if (!row || !order.isPaidStatus(row.status)) return false;
  const [applied] = await s.db
    .update(memberOrders)
    .set({ refundState: REFUND.refunding, refundFen: fenOf(row), refundReason: reason, refundAppliedAt: new Date(s.now()) })
    .where(and(eq(memberOrders.orderId, orderId), eq(memberOrders.refundState, REFUND.none)))
    .returning();
  if (!applied) return false;
  await startRefund(s, applied);
  return true;
}

/** The provider's verified refund notify for a member order (routed here by the trade prefix). */
export async function applyMemberRefund(s: Services, notice: RefundNotice) {
  const [row] = await s.db
    .select()
    .from(memberOrders)
    .where(
      and(eq(memberOrders.tradeNo, notice.tradeNo), eq(memberOrders.refundNo, notice.refundNo)),
    );
  if (!row) return 'unknown' as const;
  return finishRefund(s, row.orderId, notice);
}

export const afterSaleCalls = [
  implement(order.updateStatus, async ({ iid, token, orderId, status }, { services: s }) => {
    const errors = order.updateStatus.errors;
    const me = await signedIn(s, iid, token);
    const row = await mine(s, me, orderId);
    if (status === order.STATUS_ACTION.cancel) {
      if (row.status !== WAITING || !(await closeOrder(s, row.orderId, CANCELLED, '用户取消')))
        throw refuse(errors.notWaiting);
    } else if (status === order.STATUS_ACTION.confirmReceipt) {
      const now = new Date(s.now());
      const [received] = await s.db
        .update(memberOrders)
        .set({ status: DONE, receivedAt: now })
        .where(and(eq(memberOrders.orderId, row.orderId), eq(memberOrders.status, SHIPPED)))
        .returning({ orderId: memberOrders.orderId });
      if (!received) throw refuse(errors.notShipped);
    } else {
      throw refuse(errors.badStatus);
    }
    return orderDetail(await reread(s, row.orderId));
  }),

  implement(order.payDetail, async ({ iid, token, orderId }, { services: s }) => {
    const me = await signedIn(s, iid, token);
    const row = await mine(s, me, orderId);
    return {
      orderId: row.orderId,
      title: row.title,
      image: row.image,
      businessType: row.businessType,
      status: row.status,
      payFen: fenOf(row),
      expiresAt: row.expiresAt?.toISOString() ?? null,
      serverTime: new Date(s.now()).toISOString(),
      paidAt: row.paidAt?.toISOString() ?? null,
    };
  }),

  implement(order.detailByTradeNo, async ({ iid, token, tradeNo }, { services: s }) => {
    const me = await signedIn(s, iid, token);
    const [row] = await s.db
      .select()
      .from(memberOrders)
      .where(
        and(
          eq(memberOrders.tradeNo, tradeNo),
          eq(memberOrders.memberId, me.id),
          eq(memberOrders.iid, me.iid),
        ),
      );
    if (!row) throw refuse(order.detailByTradeNo.errors.notFound);
    return orderDetail(await expireIfDue(s, row));
  }),

  implement(order.checkPartner, async ({ iid }, { services: s }) => {
    const [row] = await s.db.select().from(orderPaySettings).where(eq(orderPaySettings.iid, iid));
    return row?.newPay ?? false;
  }),

  implement(order.refund, async ({ iid, token, orderId, reason, amountFen }, { services: s }) => {
    const errors = order.refund.errors;
    const me = await signedIn(s, iid, token);
    const row = await mine(s, me, orderId);
    if (!order.isPaidStatus(row.status)) throw refuse(errors.notPaid);
    if (row.usedAt) throw refuse(errors.used);
    if (amountFen > fenOf(row))
      throw refuse(errors.tooMuch, `退款金额不能超过实付金额 ${(fenOf(row) / 100).toFixed(2)} 元`);
    // Shipped goods come back first (the return parcel's number: order.refundEms); else the refund starts now.
    const next =
      row.status === SHIPPED || row.status === DONE ? REFUND.awaitingReturn : REFUND.refunding;
    const [applied] = await s.db
      .update(memberOrders)
      .set({
        refundState: next,
        refundFen: amountFen,
        refundReason: reason,
        refundAppliedAt: new Date(s.now()),
      })
      .where(and(eq(memberOrders.orderId, row.orderId), eq(memberOrders.refundState, REFUND.none)))
      .returning();
    if (!applied) throw refuse(errors.already);
    if (next === REFUND.refunding) await startRefund(s, applied);
    return orderDetail(await reread(s, row.orderId));
  }),

  implement(order.refundEms, async ({ iid, token, orderId, refundEms }, { services: s }) => {
    const me = await signedIn(s, iid, token);
    const row = await mine(s, me, orderId);
    const [updated] = await s.db
      .update(memberOrders)
      .set({ refundEms: refundEms.toUpperCase(), refundState: order.REFUND_STATE.returned })
      .where(
        and(
          eq(memberOrders.orderId, row.orderId),
          eq(memberOrders.refundState, order.REFUND_STATE.awaitingReturn),
        ),
      )
      .returning();
    if (!updated) throw refuse(order.refundEms.errors.noReturnDue);
    // The goods are on their way back: an order with an amount applied for is refunded through the provider.
    if (updated.refundFen > 0) {
      await s.db
        .update(memberOrders)
        .set({ refundState: REFUND.refunding })
        .where(eq(memberOrders.orderId, updated.orderId));
      await startRefund(s, { ...updated, refundState: REFUND.refunding });
    }
    return orderDetail(await reread(s, row.orderId));
  }),

  implement(
    order.comment,
    async ({ iid, token, orderId, score1, score2, score3, content, images }, { services: s }) => {
      const errors = order.comment.errors;
      const me = await signedIn(s, iid, token);
      const row = await mine(s, me, orderId);
      if (!order.isPaidStatus(row.status)) throw refuse(errors.notPaid);
      let list: string[] = [];
      if (images) {
        let parsed: unknown;
        try {
          parsed = JSON.parse(images);
        } catch {
          throw refuse(errors.badImages, '图片列表格式不正确');
        }
        if (!Array.isArray(parsed) || parsed.some((u) => typeof u !== 'string' || u.length > 500))
          throw refuse(errors.badImages, '图片列表格式不正确');
        list = parsed as string[];
        if (list.length > 9) throw refuse(errors.badImages);
      }
      const now = new Date(s.now());
      const [added] = await s.db
        .insert(orderComments)
        .values({
          iid,
          orderId: row.orderId,
          memberId: me.id,
          targetRec: row.businessType,
          targetId: row.keys || row.orderId,
          score1,
          score2,
          score3,
          content,
          images: list,
          createdAt: now,
        })
        .onConflictDoNothing()
        .returning({ id: orderComments.id });
      if (!added) throw refuse(errors.already);
      await s.db
        .update(memberOrders)
        .set({ commentedAt: now })
        .where(eq(memberOrders.orderId, row.orderId));
      return { id: added.id };
    },
  ),

  implement(order.used, async ({ iid, token, orderId }, { services: s }) => {
    const me = await signedIn(s, iid, token);
    const row = await mine(s, me, orderId);
    if (!order.isPaidStatus(row.status)) throw refuse(order.used.errors.notPaid);
    return {
      orderId: row.orderId,
      title: row.title,
      num: row.num,
      useCode: row.useCode,
      usedAt: row.usedAt?.toISOString() ?? null,
      paidAt: row.paidAt?.toISOString() ?? null,
    };
  }),

  implement(order.supplyChain, async ({ iid, token, orderId }, { services: s }) => {
    const me = await signedIn(s, iid, token);
    const row = await mine(s, me, orderId);
    return row.chainIds
      .split(',')
      .map((id) => id.trim())
      .filter(Boolean)
      .map((chainId) => ({ chainId, company: row.company, transportNumber: row.transportNumber }));
  }),
];
