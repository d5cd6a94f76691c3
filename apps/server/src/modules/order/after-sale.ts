import { order } from '@tongxin/api-client/catalogue';
import { and, eq, gt, inArray, isNull, lte, ne } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { refuse, sessionInvalid } from '../../http/reply-error';
import { implement } from '../../platform/module';
import { sellersByType } from '../../platform/seller';
import { PayProviderError, type RefundNotice } from '../../providers/pay';
import type { Services } from '../../services';
import { requireMember, type Member } from '../member/api';
import { returnPoints } from '../point/api';
import { closeOrder, couponsOf, expireIfDue, fenOf, payProviderOf, soldOrder } from './kernel';
import { orderDetail, refundTypesOf } from './order-view';
import { paySettingsOf } from './pay-settings';
import { memberOrders, orderComments } from './schema';

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

/** A JSON list of up to 6 uploaded photos' addresses, else the refusal given. */
function uploadedImages(images: string | undefined, bad: typeof order.refund.errors.badImages): string[] {
  if (!images) return [];
  let parsed: unknown;
  try {
    parsed = JSON.parse(images);
  } catch {
    throw refuse(bad, '图片列表格式不正确');
  }
  if (!Array.isArray(parsed) || parsed.some((u) => typeof u !== 'string' || u.length > 500 || !/^(https?:\/\/|\/)/.test(u))) throw refuse(bad, '图片列表格式不正确');
  if (parsed.length > 6) throw refuse(bad);
  return parsed as string[];
}

/** The refund's number at the provider: one refund per order. */
const refundNoOf = (row: OrderRow) => `${row.tradeNo}R1`;

/** How long a refund claimed inside a module's transaction waits before the sweeper asks the provider for it. */
export const QUEUED_REFUND_GRACE_MS = 30_000;

/**
 * Claims the one refund of a paid order: the amount (up to what was paid) and the reason, and
 * the state it starts in — one conditional UPDATE, so two refunds of one order (the buyer's and
 * a module's, or two taps) cannot both start. Refuses what cannot be refunded in the words of
 * order.refund's errors.
 */
async function claimRefund(
  db: Db,
  s: Pick<Services, 'now'>,
  row: OrderRow,
  amountFen: number,
  reason: string,
  request: { type?: number; images?: string[] } = {},
): Promise<OrderRow> {
  const errors = order.refund.errors;
  if (!order.isPaidStatus(row.status)) throw refuse(errors.notPaid);
  const paid = fenOf(row);
  if (!Number.isInteger(amountFen) || amountFen < 0 || amountFen > paid || (amountFen === 0 && paid > 0))
    throw refuse(errors.tooMuch, `退款金额不能超过实付金额 ${(paid / 100).toFixed(2)} 元`);
  // Shipped goods come back first (the return parcel's number: order.refundEms); else the refund starts now.
  const parcel = row.status === SHIPPED || row.status === DONE;
  const type = request.type ?? (parcel ? order.REFUND_TYPE.returnAndRefund : order.REFUND_TYPE.refundOnly);
  const next = type === order.REFUND_TYPE.returnAndRefund ? REFUND.awaitingReturn : REFUND.refunding;
  const [applied] = await db
    .update(memberOrders)
    .set({ refundState: next, refundType: type, refundImages: request.images ?? [], refundFen: amountFen, refundReason: reason, refundAppliedAt: new Date(s.now()) })
    // Never once written off at the counter (a write-off at the same moment: one of the two wins).
    .where(and(eq(memberOrders.orderId, row.orderId), eq(memberOrders.refundState, REFUND.none), isNull(memberOrders.usedAt)))
    .returning();
  if (!applied) {
    const [now] = await db.select({ usedAt: memberOrders.usedAt }).from(memberOrders).where(eq(memberOrders.orderId, row.orderId));
    throw refuse(now?.usedAt ? errors.used : errors.already);
  }
  return applied;
}

/**
 * Asks the provider for the refund and keeps its number (the provider treats a repeated number as
 * the same refund); a provider that answers the refund done (the aggregator) finishes it now, as
 * its notify would.
 */
async function askProvider(s: Services, row: OrderRow): Promise<void> {
  const done = await payProviderOf(s, row.payRoute).refund({
    tradeNo: row.tradeNo,
    refundNo: refundNoOf(row),
    amountFen: row.refundFen,
    totalFen: fenOf(row),
    reason: row.refundReason,
  });
  await s.db.update(memberOrders).set({ refundNo: refundNoOf(row) }).where(eq(memberOrders.orderId, row.orderId));
  if (done) await s.db.transaction((tx) => finishRefund(tx, s, row.orderId, done));
}

/**
 * Asks the provider for the refund (REFUND.refunding); an order paid entirely with points and
 * coupons (nothing paid in money) is refunded at once.
 */
async function startRefund(s: Services, row: OrderRow): Promise<void> {
  if (row.refundFen === 0 || !row.tradeNo) {
    await s.db.transaction((tx) => finishRefund(tx, s, row.orderId));
    return;
  }
  try {
    await askProvider(s, row);
  } catch (error) {
    if (!(error instanceof PayProviderError)) throw error;
    // The provider refused: the application stays, the buyer can try again.
    await s.db
      .update(memberOrders)
      .set({ refundState: REFUND.none, refundAppliedAt: null, refundFen: 0 })
      .where(eq(memberOrders.orderId, row.orderId));
    throw refuse(order.wechatPay.errors.providerRefused, error.message);
  }
}

/**
 * The refund reached the buyer: REFUND.refunded, and — for a full refund — what the order
 * reserved is given back (the seller's release, the points). Once, by a conditional UPDATE.
 */
async function finishRefund(
  tx: Db,
  s: Pick<Services, 'now' | 'modules'>,
  orderId: string,
  notice?: RefundNotice,
): Promise<'refunded' | 'duplicate' | 'unknown' | 'mismatch'> {
  const [row] = await tx.select().from(memberOrders).where(eq(memberOrders.orderId, orderId)).for('update');
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
    // The coupons and points the order used come back with a full refund (the order's timeline says so).
    for (const id of done.couponIds) await couponsOf(s).giveBack(tx, { iid: done.iid, memberId: done.memberId, id });
    await returnPoints(tx, { iid: done.iid, memberId: done.memberId }, done.pointsUsed, `订单退款退回：${done.title}`);
  }
  for (const m of s.modules) await m.orderEvents?.refunded?.(tx, sold, done.refundFen);
  return 'refunded';
}

/** What a module's refund did: asked of the provider (its notify finishes it), refunded at once (nothing paid in money), or queued in the caller's transaction for the sweeper to ask. */
export type RefundStart = 'requested' | 'refunded' | 'queued';

/**
 * A module refunds an order it sold (a stay cancelled in time, a crowdfunding that failed): the
 * same path as the buyer's refund (order.refund) — one refund per order, up to what was paid,
 * through the provider and its notify; a full refund gives back what the order reserved. Refuses
 * with order.refund's errors (notPaid, tooMuch, already).
 *
 * With `tx` the claim commits or rolls back with the caller's own changes and the provider is
 * asked by the sweeper once the transaction has committed (startQueuedRefunds), since nothing
 * may be asked of the provider for a claim that could still roll back.
 */
export async function refundOrder(
  s: Services,
  orderId: string,
  amountFen: number,
  reason: string,
  tx?: Db,
): Promise<RefundStart> {
  const db = tx ?? s.db;
  const [row] = await db.select().from(memberOrders).where(eq(memberOrders.orderId, orderId));
  if (!row) throw refuse(order.detail.errors.notFound);
  const applied = await claimRefund(db, s, row, amountFen, reason);
  if (applied.refundState !== REFUND.refunding) return 'requested';
  if (tx) {
    if (applied.refundFen > 0 && applied.tradeNo) return 'queued';
    await finishRefund(tx, s, applied.orderId);
    return 'refunded';
  }
  await startRefund(s, applied);
  return applied.refundFen === 0 || !applied.tradeNo ? 'refunded' : 'requested';
}

/**
 * Asks the provider for the refunds claimed inside a module's transaction and not asked yet
 * (refunding, no refund number, claimed more than QUEUED_REFUND_GRACE_MS ago). A refusal leaves
 * the refund queued for the next sweep. Returns how many were asked.
 */
export async function startQueuedRefunds(s: Services, log?: (error: unknown, orderId: string) => void): Promise<number> {
  const before = new Date(s.now() - QUEUED_REFUND_GRACE_MS);
  const due = await s.db
    .select()
    .from(memberOrders)
    .where(
      and(
        eq(memberOrders.refundState, REFUND.refunding),
        eq(memberOrders.refundNo, ''),
        ne(memberOrders.tradeNo, ''),
        gt(memberOrders.refundFen, 0),
        lte(memberOrders.refundAppliedAt, before),
      ),
    )
    .limit(100);
  let n = 0;
  for (const row of due) {
    try {
      await askProvider(s, row);
      n += 1;
    } catch (error) {
      log?.(error, row.orderId);
    }
  }
  return n;
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
  return s.db.transaction((tx) => finishRefund(tx, s, row.orderId, notice));
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

  implement(order.checkPartner, async ({ iid }, { services: s }) => (await paySettingsOf(s.db, iid)).newPay),

  implement(order.refund, async ({ iid, token, orderId, reason, amountFen, refundType, images }, { services: s }) => {
    const errors = order.refund.errors;
    const me = await signedIn(s, iid, token);
    const row = await mine(s, me, orderId);
    if (!order.isPaidStatus(row.status)) throw refuse(errors.notPaid);
    if (row.usedAt) throw refuse(errors.used);
    if (row.refundState !== REFUND.none) throw refuse(errors.already);
    const types = refundTypesOf(row);
    if (types.length === 0) throw refuse(errors.notRefundable);
    const type = refundType ?? types[0];
    if (type === undefined || !types.includes(type)) throw refuse(type === order.REFUND_TYPE.refundOnly ? errors.mustReturn : errors.nothingToReturn);
    const applied = await claimRefund(s.db, s, row, amountFen, reason.trim(), { type, images: uploadedImages(images, errors.badImages) });
    if (applied.refundState === REFUND.refunding) await startRefund(s, applied);
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
