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
    expiresAt: o.status === order.ORDER_STATUS.waitingPayment && o.expiresAt ? iso(o.expiresAt) : null,
  };
}

export function orderDetail(o: typeof memberOrders.$inferSelect) {
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
    receivedAt: o.receivedAt ? iso(o.receivedAt) : null,
    usedAt: o.usedAt ? iso(o.usedAt) : null,
  };
}

