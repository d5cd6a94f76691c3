import { order } from '@tongxin/api-client/catalogue';
import { and, count, desc, eq, gt, inArray, isNotNull, isNull, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { refuse } from '../../http/reply-error';
import { implement } from '../../platform/module';
import { pageOffset } from '../../platform/paging';
import { requireMember, type Member } from '../member/api';
import { iso, orderDetail, orderSummary } from './order-view';
import { activePromo, expireIfDue, sweepExpired } from './kernel';
import { memberOrders, orderTraces, promoCodes } from './schema';

async function memberOrder(db: Db, me: Member, orderId: string) {
  const [row] = await db
    .select()
    .from(memberOrders)
    .where(and(eq(memberOrders.orderId, orderId), eq(memberOrders.memberId, me.id), eq(memberOrders.iid, me.iid)));
  if (!row) throw refuse(order.detail.errors.notFound);
  return row;
}

const { paid: PAID, shipped: SHIPPED, done: DONE } = order.ORDER_STATUS;
const noRefund = eq(memberOrders.refundState, order.REFUND_STATE.none);

/** The personal centre's shortcuts as conditions on the member's orders (ORDER_FILTER says what each means). */
const SHORTCUT_WHERE: Record<order.OrderShortcut, SQL> = {
  waitingPayment: eq(memberOrders.status, order.ORDER_STATUS.waitingPayment),
  toShip: and(eq(memberOrders.status, PAID), ne(memberOrders.deliveryAddress, ''), noRefund) as SQL,
  toReceive: and(eq(memberOrders.status, SHIPPED), noRefund) as SQL,
  // Received, or paid with nothing to ship (an enrolment, a booking): the buyer can say how it was.
  toComment: and(
    gt(memberOrders.status, order.ORDER_FILTER.paid),
    isNull(memberOrders.commentedAt),
    noRefund,
    or(eq(memberOrders.status, DONE), and(eq(memberOrders.status, PAID), eq(memberOrders.deliveryAddress, ''))),
  ) as SQL,
  afterSale: or(ne(memberOrders.refundState, order.REFUND_STATE.none), isNotNull(memberOrders.refundAppliedAt)) as SQL,
};

/** The list's `status` filter as a condition (undefined: every order). */
function orderFilter(status: number): SQL | undefined {
  const F = order.ORDER_FILTER;
  if (status === F.all) return undefined;
  if (status === F.paid) return gt(memberOrders.status, F.paid);
  const shortcut = order.ORDER_SHORTCUTS.find((name) => F[name] === status);
  return shortcut ? SHORTCUT_WHERE[shortcut] : eq(memberOrders.status, status);
}

/** The member's orders: the list by status, one order, its parcel's journey, a discount code. */
export const orderCalls = [
  implement(order.list, async ({ iid, token, status, ...page }, { services: s }) => {
    const me = await requireMember(s.db, iid, token, new Date(s.now()));
    // Orders past their time show as expired even before the sweeper's next round.
    await sweepExpired(s, 50, { memberId: me.id });
    const where = and(eq(memberOrders.memberId, me.id), eq(memberOrders.iid, iid), orderFilter(status));
    const rows = await s.db
      .select()
      .from(memberOrders)
      .where(where)
      .orderBy(desc(memberOrders.createdAt), desc(memberOrders.orderId))
      .limit(page.pageSize)
      .offset(pageOffset(page));
    const [total] = await s.db.select({ n: count() }).from(memberOrders).where(where);
    return { list: rows.map(orderSummary), total: total?.n ?? 0 };
  }),

  implement(order.counts, async ({ iid, token }, { services: s }) => {
    const me = await requireMember(s.db, iid, token, new Date(s.now()));
    await sweepExpired(s, 50, { memberId: me.id });
    const counted = (name: order.OrderShortcut) => sql<number>`count(*) filter (where ${SHORTCUT_WHERE[name]})`.mapWith(Number);
    const [row] = await s.db
      .select({
        waitingPayment: counted('waitingPayment'),
        toShip: counted('toShip'),
        toReceive: counted('toReceive'),
        toComment: counted('toComment'),
        afterSale: counted('afterSale'),
      })
      .from(memberOrders)
      .where(and(eq(memberOrders.memberId, me.id), eq(memberOrders.iid, iid)));
    return row ?? { waitingPayment: 0, toShip: 0, toReceive: 0, toComment: 0, afterSale: 0 };
  }),

  implement(order.detail, async ({ iid, token, orderId }, { services: s }) => {
    const me = await requireMember(s.db, iid, token, new Date(s.now()));
    return orderDetail(await expireIfDue(s, await memberOrder(s.db, me, orderId)));
  }),

  implement(order.promo, async ({ iid, code }, { services: s }) => {
    const promo = await activePromo(s.db, iid, code, new Date(s.now()));
    if (!promo) throw refuse(order.promo.errors.invalid);
    return { promoCode: promo.code, title: promo.title, minusFen: promo.minusFen, thresholdFen: promo.thresholdFen, endTime: iso(promo.endTime) };
  }),

  implement(order.myPromos, async ({ iid, token }, { services: s }) => {
    const now = new Date(s.now());
    const me = await requireMember(s.db, iid, token, now);
    const codes = await s.db.select().from(promoCodes).where(and(eq(promoCodes.iid, iid), eq(promoCodes.memberId, me.id))).orderBy(desc(promoCodes.endTime), desc(promoCodes.id));
    const uses = codes.length
      ? await s.db
          .select({ code: memberOrders.promoCode, n: count() })
          .from(memberOrders)
          .where(and(eq(memberOrders.iid, iid), inArray(memberOrders.promoCode, codes.map((c) => c.code)), isNotNull(memberOrders.paidAt)))
          .groupBy(memberOrders.promoCode)
      : [];
    const rows = codes.map((c) => ({
      promoCode: c.code,
      title: c.title,
      minusFen: c.minusFen,
      thresholdFen: c.thresholdFen,
      endTime: iso(c.endTime),
      remaining: c.remaining,
      used: uses.find((u) => u.code === c.code)?.n ?? 0,
      expired: c.endTime <= now || c.remaining === 0,
    }));
    // Current codes first (latest end first), then the ended ones.
    return [...rows.filter((r) => !r.expired), ...rows.filter((r) => r.expired)];
  }),

  implement(order.logistics, async ({ iid, token, orderId }, { services: s }) => {
    const me = await requireMember(s.db, iid, token, new Date(s.now()));
    const row = await memberOrder(s.db, me, orderId);
    const traces = row.transportNumber
      ? await s.db.select().from(orderTraces).where(eq(orderTraces.orderId, row.orderId)).orderBy(desc(orderTraces.at))
      : [];
    return { company: row.company, transportNumber: row.transportNumber, traces: traces.map((t) => ({ time: iso(t.at), text: t.text })) };
  }),

];
