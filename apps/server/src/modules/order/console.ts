import { COMMON_ERRORS, order } from '@tongxin/api-client/catalogue';
import { and, asc, count, desc, eq, gt, gte, ilike, like, lte, or, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { refuse } from '../../http/reply-error';
import { implementConsole } from '../staff/api';
import { refundOrder } from './after-sale';
import { fenOf } from './kernel';
import { memberOrders, orderTraces } from './schema';

type OrderRow = typeof memberOrders.$inferSelect;
const { paid: PAID, shipped: SHIPPED } = order.ORDER_STATUS;
const EXPORT_LIMIT = 10_000;
const likeOf = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The console's view of an order. */
function orderView(r: OrderRow) {
  return {
    orderId: r.orderId,
    title: r.title,
    businessType: r.businessType,
    status: r.status,
    payFen: fenOf(r),
    refundFen: r.refundFen,
    refundState: r.refundState,
    refundReason: r.refundReason,
    contactName: r.contactName,
    contactPhone: r.contactPhone,
    deliveryAddress: r.deliveryAddress,
    company: r.company,
    transportNumber: r.transportNumber,
    createdAt: r.createdAt.toISOString(),
    paidAt: r.paidAt?.toISOString() ?? null,
  };
}

interface Filters {
  status?: number | undefined;
  businessType?: number | undefined;
  keyword?: string | undefined;
  from?: number | undefined;
  to?: number | undefined;
}

/** The list's conditions, always inside the caller's tenant. */
function whereOf(iid: number, f: Filters): SQL | undefined {
  const k = f.keyword?.trim();
  return and(
    eq(memberOrders.iid, iid),
    f.status === undefined || f.status === 0 ? undefined : f.status === 10 ? gt(memberOrders.status, 10) : eq(memberOrders.status, f.status),
    f.businessType === undefined ? undefined : eq(memberOrders.businessType, f.businessType),
    k ? or(like(memberOrders.orderId, `${k.replace(/[\\%_]/g, (c) => `\\${c}`)}%`), ilike(memberOrders.title, likeOf(k)), eq(memberOrders.contactPhone, k)) : undefined,
    f.from === undefined ? undefined : gte(memberOrders.createdAt, new Date(f.from)),
    f.to === undefined ? undefined : lte(memberOrders.createdAt, new Date(f.to)),
  );
}

/** The order of the caller's tenant, locked for the write; another tenant's reads as missing. */
async function ownOrder(db: Db, iid: number, orderId: string): Promise<OrderRow> {
  const [row] = await db
    .select()
    .from(memberOrders)
    .where(and(eq(memberOrders.orderId, orderId), eq(memberOrders.iid, iid)))
    .for('update');
  if (!row) throw refuse(COMMON_ERRORS.notFound, '订单不存在');
  return row;
}

const csvCell = (value: unknown) => {
  const text = String(value ?? '');
  // A cell a spreadsheet would run as a formula is written as text.
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return /[",\n\r]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
};

/** The console's orders: every business type of the caller's tenant, for finance. */
export const orderConsoleCalls = [
  implementConsole(order.consoleOrders, async ({ sort, pageNo, pageSize, ...filters }, { services: s, iid }) => {
    const where = whereOf(iid, filters);
    const [total] = await s.db.select({ n: count() }).from(memberOrders).where(where);
    const orderBy = sort === 'payFen' ? [desc(memberOrders.payFen), desc(memberOrders.createdAt)] : [desc(memberOrders.createdAt), asc(memberOrders.orderId)];
    const rows = await s.db
      .select()
      .from(memberOrders)
      .where(where)
      .orderBy(...orderBy)
      .limit(pageSize)
      .offset((pageNo - 1) * pageSize);
    return { list: rows.map(orderView), total: total?.n ?? 0 };
  }),

  implementConsole(order.consoleShip, async ({ orderId, company, transportNumber }, { services: s, iid, audit }) => {
    const row = await ownOrder(s.db, iid, orderId);
    if (row.status === SHIPPED) throw refuse(COMMON_ERRORS.conflict, '订单已发货');
    if (!row.deliveryAddress) throw refuse(COMMON_ERRORS.conflict, '该订单没有收货地址，无需发货');
    if (row.status !== PAID || row.refundState !== order.REFUND_STATE.none) throw refuse(COMMON_ERRORS.conflict, '订单未支付、已完成或正在退款，不能发货');
    const [shipped] = await s.db.update(memberOrders).set({ status: SHIPPED, company: company.trim(), transportNumber }).where(eq(memberOrders.orderId, orderId)).returning();
    await s.db.insert(orderTraces).values({ orderId, at: new Date(s.now()), text: `商家已发货：${company.trim()} ${transportNumber}` });
    if (!shipped) throw refuse(COMMON_ERRORS.notFound, '订单不存在');
    await audit({ action: 'order.ship', target: `order:${orderId}`, before: { status: row.status }, after: { status: shipped.status, company: shipped.company, transportNumber } });
    return orderView(shipped);
  }),

  implementConsole(order.consoleRefund, async ({ orderId, amountFen, reason }, { services: s, iid, audit }) => {
    const row = await ownOrder(s.db, iid, orderId);
    // Claimed in this transaction with its audit line; the provider is asked once it commits.
    await refundOrder(s, orderId, amountFen, reason.trim(), s.db);
    const [after] = await s.db.select().from(memberOrders).where(eq(memberOrders.orderId, orderId));
    if (!after) throw refuse(COMMON_ERRORS.notFound, '订单不存在');
    await audit({ action: 'order.refund', target: `order:${orderId}`, before: { refundState: row.refundState, refundFen: row.refundFen }, after: { refundState: after.refundState, refundFen: after.refundFen } });
    return orderView(after);
  }),

  implementConsole(order.consoleOrdersExport, async (filters, { services: s, iid, audit }) => {
    const rows = await s.db.select().from(memberOrders).where(whereOf(iid, filters)).orderBy(desc(memberOrders.createdAt)).limit(EXPORT_LIMIT);
    const header = ['订单号', '类型', '商品', '状态', '实付(元)', '退款(元)', '联系人', '电话', '地址', '物流公司', '运单号', '下单时间', '支付时间'];
    const lines = rows.map((r) =>
      [
        r.orderId,
        order.BUSINESS_TYPE_LABEL[r.businessType] ?? r.businessType,
        r.title,
        r.status,
        (fenOf(r) / 100).toFixed(2),
        (r.refundFen / 100).toFixed(2),
        r.contactName,
        r.contactPhone,
        r.deliveryAddress,
        r.company,
        r.transportNumber,
        r.createdAt.toISOString(),
        r.paidAt?.toISOString() ?? '',
      ]
        .map(csvCell)
        .join(','),
    );
    // Exports leave the system with members' data: who exported what is logged (the filter and the count).
    await audit({ action: 'order.export', target: 'orders', after: { filters, rows: rows.length } });
    return { filename: `orders-${iid}-${new Date(s.now()).toISOString().slice(0, 10)}.csv`, csv: `\uFEFF${[header.join(','), ...lines].join('\r\n')}`, rows: rows.length };
  }),
];
