import { and, asc, desc, eq, gte, gt, inArray, isNull, lte, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { SoldOrder } from '../../platform/seller';
import { order } from '@tongxin/api-client/catalogue';
import { refuse } from '../../http/reply-error';
import type { Services } from '../../services';
import { refundOrder, type RefundStart } from './after-sale';
import { closeOrder as closeWaiting, fenOf, soldOrder, sweepExpired, type KernelServices } from './kernel';
import { memberOrders, orderComments } from './schema';

/*
 * What other modules may read of the order kernel. Selling goes through a Seller in the module's
 * definition (platform/seller.ts); hearing of paid, refunded and cancelled orders through
 * `orderEvents` in the definition. Reads here: a member's orders of a business type, the paid
 * orders since a time (distribution's attribution), one order. Writes: a module closes an unpaid
 * order or refunds a paid one it sold (closeOrder, refundOrder) — the buyer's own paths.
 */

export { fenOf, releaseExpiredHolds } from './kernel';

/** Expires the member's waiting orders whose time has passed, now (a page about to show what they hold). */
export async function expireDueOrdersOf(s: KernelServices, memberId: number): Promise<void> {
  await sweepExpired(s, 50, { memberId });
}

const REFUNDED = order.REFUND_STATE.refunded;

/** The member's own order once prepaid (its trade number and amount), else undefined (another's, unknown, or not prepaid). */
export async function prepaidOrder(db: Db, member: { id: number; iid: number }, orderId: string): Promise<{ tradeNo: string; amountFen: number } | undefined> {
  const [row] = await db
    .select()
    .from(memberOrders)
    .where(and(eq(memberOrders.orderId, orderId), eq(memberOrders.memberId, member.id), eq(memberOrders.iid, member.iid)))
    .limit(1);
  return row?.tradeNo ? { tradeNo: row.tradeNo, amountFen: fenOf(row) } : undefined;
}

/** The refund the member's own order waits for at the provider (its refund number), else undefined. */
export async function refundingOrder(db: Db, member: { id: number; iid: number }, orderId: string): Promise<{ refundNo: string } | undefined> {
  const [row] = await db
    .select({ refundNo: memberOrders.refundNo, refundState: memberOrders.refundState })
    .from(memberOrders)
    .where(and(eq(memberOrders.orderId, orderId), eq(memberOrders.memberId, member.id), eq(memberOrders.iid, member.iid)));
  return row?.refundNo && row.refundState === order.REFUND_STATE.refunding ? { refundNo: row.refundNo } : undefined;
}

/** One order of the tenant, as sellers see it, else undefined. */
export async function orderOf(db: Db, iid: number, orderId: string): Promise<SoldOrder | undefined> {
  const [row] = await db
    .select()
    .from(memberOrders)
    .where(and(eq(memberOrders.orderId, orderId), eq(memberOrders.iid, iid)));
  return row ? soldOrder(row) : undefined;
}

/**
 * The tenant's unpaid orders of a business type whose time has passed but which the sweeper has
 * not closed yet. What they hold is free: a page counts it so without closing them (closing and
 * releasing is the sweeper's, and the next order's, before it takes anything).
 */
export async function lapsedOrders(db: Db, iid: number, businessType: number, now: Date): Promise<SoldOrder[]> {
  const rows = await db
    .select()
    .from(memberOrders)
    .where(and(eq(memberOrders.iid, iid), eq(memberOrders.businessType, businessType), eq(memberOrders.status, order.ORDER_STATUS.waitingPayment), lte(memberOrders.expiresAt, now)));
  return rows.map(soldOrder);
}

/** A member's orders of some business types (all statuses), oldest first. */
export async function ordersOfMember(db: Db, who: { iid: number; memberId: number }, businessTypes: readonly number[]): Promise<SoldOrder[]> {
  const rows = await db
    .select()
    .from(memberOrders)
    .where(and(eq(memberOrders.iid, who.iid), eq(memberOrders.memberId, who.memberId), inArray(memberOrders.businessType, [...businessTypes])))
    .orderBy(asc(memberOrders.createdAt));
  return rows.map(soldOrder);
}

/** An order as its buyer's "my …" list shows it: the sold order with its use code and refund state. */
export interface HeldOrder {
  readonly order: SoldOrder;
  /** The code shown at the counter ('' before payment). */
  readonly useCode: string;
  readonly usedAt: Date | null;
  readonly refundState: number;
  readonly createdAt: Date;
  /** The contact the buyer gave with the order ('' when none). */
  readonly contactName: string;
  readonly contactPhone: string;
}

type OrderRow = typeof memberOrders.$inferSelect;
const heldOrder = (row: OrderRow): HeldOrder => ({
  order: soldOrder(row),
  useCode: row.useCode,
  usedAt: row.usedAt,
  refundState: row.refundState,
  createdAt: row.createdAt,
  contactName: row.contactName,
  contactPhone: row.contactPhone,
});

/**
 * A member's orders of a business type whose `keys` begin with `keysPrefix` (a module's own
 * kind of line, e.g. stay packages), waiting or paid (cancelled and expired ones left out),
 * newest first, one page, and how many there are.
 */
export async function heldOrdersOf(
  db: Db,
  who: { iid: number; memberId: number },
  businessType: number,
  keysPrefix: string,
  page: { limit: number; offset: number },
): Promise<{ list: HeldOrder[]; total: number }> {
  const { waitingPayment } = order.ORDER_STATUS;
  const where = and(
    eq(memberOrders.iid, who.iid),
    eq(memberOrders.memberId, who.memberId),
    eq(memberOrders.businessType, businessType),
    sql`starts_with(${memberOrders.keys}, ${keysPrefix})`,
    sql`(${memberOrders.status} = ${waitingPayment} or ${memberOrders.status} > 10)`,
  );
  const rows = await db.select().from(memberOrders).where(where).orderBy(desc(memberOrders.createdAt), desc(memberOrders.orderId)).limit(page.limit).offset(page.offset);
  const [total] = await db.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(memberOrders).where(where);
  return {
    list: rows.map(heldOrder),
    total: total?.n ?? 0,
  };
}

/**
 * The tenant's order of a business type whose use code (the code shown at the counter) is `code`,
 * else undefined. A code is only made for an order at its creation, so unpaid orders are found too:
 * the caller reads the state.
 */
export async function orderByUseCode(db: Db, iid: number, businessType: number, code: string): Promise<HeldOrder | undefined> {
  if (!code) return undefined;
  const [row] = await db
    .select()
    .from(memberOrders)
    .where(and(eq(memberOrders.iid, iid), eq(memberOrders.useCode, code), eq(memberOrders.businessType, businessType)))
    .orderBy(desc(memberOrders.createdAt))
    .limit(1);
  return row ? heldOrder(row) : undefined;
}

/**
 * Writes a paid order off at the counter (its use code checked there): `usedAt` set by one
 * conditional UPDATE — paid, not used, no refund asked — so of two write-offs at once one wins, and a
 * refund claim (which needs usedAt null) and a write-off never both succeed. The used order, or
 * undefined when it was not in that state any more (the caller rereads to say why).
 */
export async function markOrderUsed(db: Db, orderId: string, now: Date): Promise<HeldOrder | undefined> {
  const [row] = await db
    .update(memberOrders)
    .set({ usedAt: now })
    .where(and(eq(memberOrders.orderId, orderId), gt(memberOrders.status, 10), isNull(memberOrders.usedAt), eq(memberOrders.refundState, order.REFUND_STATE.none)))
    .returning();
  return row ? heldOrder(row) : undefined;
}

/** The tenant's orders paid at or after `since`, oldest payment first (e.g. distribution's commission run). */
export async function paidOrdersSince(db: Db, iid: number, since: Date, limit = 500): Promise<SoldOrder[]> {
  const rows = await db
    .select()
    .from(memberOrders)
    .where(and(eq(memberOrders.iid, iid), gte(memberOrders.paidAt, since)))
    .orderBy(asc(memberOrders.paidAt))
    .limit(limit);
  return rows.map(soldOrder);
}

/**
 * How many units the member holds of a business type (waiting and paid orders; cancelled,
 * expired and refunded ones do not count), optionally of one `keys`: a seller's purchase limit.
 */
export async function unitsBought(db: Db, who: { iid: number; memberId: number }, businessType: number, keys?: string): Promise<number> {
  const rows = await db
    .select({ num: memberOrders.num, status: memberOrders.status, refundState: memberOrders.refundState })
    .from(memberOrders)
    .where(
      and(
        eq(memberOrders.iid, who.iid),
        eq(memberOrders.memberId, who.memberId),
        eq(memberOrders.businessType, businessType),
        keys === undefined ? undefined : eq(memberOrders.keys, keys),
      ),
    );
  return rows.filter((r) => (r.status === 1 || r.status > 10) && r.refundState !== REFUNDED).reduce((n, r) => n + r.num, 0);
}

/** The tenant's orders paid at or after `since` and not refunded: each one's business type and what was paid (fen). */
export async function paidOrderAmounts(db: Db, iid: number, since: Date): Promise<{ businessType: number; payFen: number }[]> {
  const rows = await db
    .select({ businessType: memberOrders.businessType, price: memberOrders.price, num: memberOrders.num, payFen: memberOrders.payFen })
    .from(memberOrders)
    .where(and(eq(memberOrders.iid, iid), gt(memberOrders.status, 10), ne(memberOrders.refundState, REFUNDED), gte(memberOrders.paidAt, since)));
  return rows.map((r) => ({ businessType: r.businessType, payFen: fenOf(r) }));
}

/** Creates an order for a member from the server side (a module's own flow), exactly as order.create does. */
export { createOrder as createMemberOrder } from './kernel';

/**
 * A module closes an unpaid order it sold (a stay cancelled before payment, a crowdfunding that
 * ended): CANCELLED with the reason as its remark, and everything it reserved given back — the
 * seller's release, coupons, points, the discount code — exactly as the buyer's cancel does.
 * Inside `tx` when given. False when the order no longer waited (paid, closed or expired).
 */
export function closeOrder(s: KernelServices, orderId: string, reason: string, tx?: Db): Promise<boolean> {
  return closeWaiting(s, orderId, order.ORDER_STATUS.cancelled, reason, tx);
}

export { refundOrder, type RefundStart };

/**
 * Refunds a paid order in full on the module's behalf (a stay cancelled within its free
 * cancellation time): refundOrder for everything the buyer paid. The caller has checked the order
 * is the member's own.
 */
export async function refundOrderInFull(s: Services, orderId: string, reason: string, tx?: Db): Promise<RefundStart> {
  const [row] = await (tx ?? s.db).select().from(memberOrders).where(eq(memberOrders.orderId, orderId));
  if (!row) throw refuse(order.detail.errors.notFound);
  return refundOrder(s, orderId, fenOf(row), reason, tx);
}

/** A goods' reviews: the comments on its paid orders (goods whose snapshot lists it), newest first, their count and how many scored 4 or more. */
export async function goodsComments(db: Db, iid: number, goodsId: number, page: { limit: number; offset: number }) {
  const hasGoods = sql`${memberOrders.snapshot} -> 'items' @> ${JSON.stringify([{ goodsId }])}::jsonb`;
  const where = and(eq(orderComments.iid, iid), eq(memberOrders.businessType, order.BUSINESS_TYPE.goods), hasGoods);
  const rows = await db
    .select({ comment: orderComments, items: memberOrders.items })
    .from(orderComments)
    .innerJoin(memberOrders, eq(memberOrders.orderId, orderComments.orderId))
    .where(where)
    .orderBy(desc(orderComments.createdAt), desc(orderComments.id))
    .limit(page.limit)
    .offset(page.offset);
  const [counts] = await db
    .select({ total: sql<number>`count(*)::int`, good: sql<number>`count(*) filter (where ${orderComments.score1} >= 4)::int` })
    .from(orderComments)
    .innerJoin(memberOrders, eq(memberOrders.orderId, orderComments.orderId))
    .where(where);
  return { rows: rows.map((r) => ({ ...r.comment, spec: r.items.length === 1 ? (r.items[0]?.spec ?? '') : '' })), total: counts?.total ?? 0, good: counts?.good ?? 0 };
}

/** One Shanghai day of a tenant's orders: made, paid, what was paid and what was refunded (fen). */
export interface OrderDay {
  readonly day: string;
  readonly orders: number;
  readonly paidOrders: number;
  readonly revenueFen: number;
  readonly refundFen: number;
}

/** The tenant's orders made since `since`, by Shanghai day (days without orders left out). */
export async function orderFiguresByDay(db: Db, iid: number, since: Date): Promise<OrderDay[]> {
  const day = sql<string>`to_char(${memberOrders.createdAt} at time zone 'Asia/Shanghai', 'YYYY-MM-DD')`;
  const rows = await db
    .select({
      day,
      orders: sql<number>`count(*)`.mapWith(Number),
      paidOrders: sql<number>`count(*) filter (where ${memberOrders.status} > 10)`.mapWith(Number),
      revenueFen: sql<number>`coalesce(sum(coalesce(${memberOrders.payFen}, ${memberOrders.price} * ${memberOrders.num})) filter (where ${memberOrders.status} > 10), 0)`.mapWith(Number),
      refundFen: sql<number>`coalesce(sum(${memberOrders.refundFen}), 0)`.mapWith(Number),
    })
    .from(memberOrders)
    .where(and(eq(memberOrders.iid, iid), gte(memberOrders.createdAt, since)))
    .groupBy(day);
  return rows;
}
