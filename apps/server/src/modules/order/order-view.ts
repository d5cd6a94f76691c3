import { order } from '@tongxin/api-client/catalogue';
import { fenOf } from './kernel';
import type { memberOrders } from './schema';

/* The order as the pages read it: a row of the list, and the detail. */

export const iso = (d: Date) => d.toISOString();

export function orderSummary(o: typeof memberOrders.$inferSelect) {
  return {
    orderId: o.orderId,
    status: o.status,
    businessType: o.businessType,
    title: o.title,
    image: o.image,
    price: o.price,
    num: o.num,
    total: fenOf(o),
    createdAt: iso(o.createdAt),
    transportNumber: o.transportNumber,
    refundState: o.refundState,
    commented: o.commentedAt !== null,
    delivery: o.deliveryAddress !== '',
    expiresAt: o.status === order.ORDER_STATUS.waitingPayment && o.expiresAt ? iso(o.expiresAt) : null,
  };
}

type OrderRow = typeof memberOrders.$inferSelect;
const { shipped: SHIPPED, done: DONE } = order.ORDER_STATUS;
const REFUND = order.REFUND_STATE;
const TYPE = order.REFUND_TYPE;
/** What a member may not ask back: a crowdfunding support (refunded by its project's outcome) and a tip. */
const NOT_REFUNDABLE = new Set<number>([order.BUSINESS_TYPE.crowdfunding, order.BUSINESS_TYPE.tip]);
const yuan = (f: number) => `¥${(f / 100).toFixed(2)}`;

/**
 * The REFUND_TYPE a member may ask of this order: a parcel sent (shipped or received) comes back
 * first, anything else is refund only; none for what is not refundable. No organiser reviews a
 * refund-only of goods already sent, so it is not offered.
 */
export function refundTypesOf(o: OrderRow): number[] {
  if (NOT_REFUNDABLE.has(o.businessType)) return [];
  return o.status === SHIPPED || o.status === DONE ? [TYPE.returnAndRefund] : [TYPE.refundOnly];
}

/** What the member may ask back now: what was paid, while paid, not used, with no refund yet (one refund per order). */
export function refundableFenOf(o: OrderRow): number {
  if (!order.isPaidStatus(o.status) || o.usedAt || o.refundState !== REFUND.none || refundTypesOf(o).length === 0) return 0;
  return fenOf(o);
}

/** The after-sale's steps, as the member reads them: what was asked, the parcel back, the refund and what came back with it. */
export function refundTimeline(o: OrderRow): { time: string | null; text: string }[] {
  if (o.refundState === REFUND.none || !o.refundAppliedAt) return [];
  const kind = o.refundType === TYPE.returnAndRefund ? '退货退款' : '退款';
  const steps: { time: string | null; text: string }[] = [{ time: iso(o.refundAppliedAt), text: `申请${kind} ${yuan(o.refundFen)}，原因：${o.refundReason}` }];
  if (o.refundState === REFUND.awaitingReturn) steps.push({ time: null, text: '请寄回商品并填写退货单号' });
  if (o.refundEms) steps.push({ time: null, text: `已寄回商品，退货单号 ${o.refundEms}` });
  if (o.refundState === REFUND.returned) steps.push({ time: null, text: '等待商家确认收到退货' });
  if (o.refundState === REFUND.refunding) steps.push({ time: null, text: '退款处理中，将原路退回' });
  if (o.refundState === REFUND.refunded) {
    steps.push({ time: o.refundedAt ? iso(o.refundedAt) : null, text: `退款成功，${yuan(o.refundFen)} 已原路退回` });
    const back = [o.couponIds.length > 0 ? `优惠券 ${o.couponIds.length} 张` : '', o.pointsUsed > 0 ? `积分 ${o.pointsUsed}` : ''].filter(Boolean);
    if (o.refundFen >= fenOf(o) && back.length > 0) steps.push({ time: o.refundedAt ? iso(o.refundedAt) : null, text: `已退回本单使用的${back.join('、')}` });
  }
  return steps;
}

export function orderDetail(o: OrderRow) {
  return {
    ...orderSummary(o),
    tradeNo: o.tradeNo,
    company: o.company,
    refundEms: o.refundEms,
    chainIds: o.chainIds,
    contactName: o.contactName,
    contactPhone: o.contactPhone,
    deliveryAddress: o.deliveryAddress,
    remark: o.remark,
    paidAt: o.paidAt ? iso(o.paidAt) : null,
    items: o.items,
    feeFen: o.feeFen,
    insurFen: o.insurFen,
    couponFen: o.couponFen,
    pointsUsed: o.pointsUsed,
    promoFen: o.promoFen,
    expiresAt: o.expiresAt ? iso(o.expiresAt) : null,
    refundFen: o.refundFen,
    refundReason: o.refundReason,
    refundedAt: o.refundedAt ? iso(o.refundedAt) : null,
    refundType: o.refundType,
    refundImages: o.refundImages,
    refundAppliedAt: o.refundAppliedAt ? iso(o.refundAppliedAt) : null,
    refundableFen: refundableFenOf(o),
    refundTypes: refundableFenOf(o) > 0 ? refundTypesOf(o) : [],
    refundTimeline: refundTimeline(o),
    receivedAt: o.receivedAt ? iso(o.receivedAt) : null,
    usedAt: o.usedAt ? iso(o.usedAt) : null,
  };
}

