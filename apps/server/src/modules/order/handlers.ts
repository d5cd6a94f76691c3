import { order } from '@tongxin/api-client/catalogue';
import { and, count, desc, eq, gt } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { refuse } from '../../http/reply-error';
import { implement } from '../../platform/module';
import { pageOffset } from '../../platform/paging';
import { requireMember, type Member } from '../member/api';
import { iso, orderDetail, orderSummary } from './order-view';
import { activePromo, expireIfDue, sweepExpired } from './kernel';
import { memberOrders, orderTraces } from './schema';

async function memberOrder(db: Db, me: Member, orderId: string) {
  const [row] = await db
    .select()
    .from(memberOrders)
    .where(and(eq(memberOrders.orderId, orderId), eq(memberOrders.memberId, me.id), eq(memberOrders.iid, me.iid)));
  if (!row) throw refuse(order.detail.errors.notFound);
  return row;
}

/** The member's orders: the list by status, one order, its parcel's journey, a discount code. */
export const orderCalls = [
  implement(order.list, async ({ iid, token, status, ...page }, { services: s }) => {
    const me = await requireMember(s.db, iid, token, new Date(s.now()));
    // Orders past their time show as expired even before the sweeper's next round.
    await sweepExpired(s, 50, { memberId: me.id });
    const byStatus =
      status === order.ORDER_FILTER.all
        ? undefined
        : status >= order.ORDER_FILTER.paid
          ? gt(memberOrders.status, order.ORDER_FILTER.paid)
          : eq(memberOrders.status, status);
    const where = and(eq(memberOrders.memberId, me.id), eq(memberOrders.iid, iid), byStatus);
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

  implement(order.detail, async ({ iid, token, orderId }, { services: s }) => {
    const me = await requireMember(s.db, iid, token, new Date(s.now()));
    return orderDetail(await expireIfDue(s, await memberOrder(s.db, me, orderId)));
  }),

  implement(order.promo, async ({ iid, code }, { services: s }) => {
    const promo = await activePromo(s.db, iid, code, new Date(s.now()));
    if (!promo) throw refuse(order.promo.errors.invalid);
    return { promoCode: promo.code, title: promo.title, minusFen: promo.minusFen, thresholdFen: promo.thresholdFen, endTime: iso(promo.endTime) };
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
