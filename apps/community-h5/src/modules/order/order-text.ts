import { order } from '@tongxin/api-client';

const STATE_LABELS: Record<order.OrderState, string> = { waitingPayment: '等待买家付款', cancelled: '已取消', paid: '已支付', invalid: '已失效' };

/**
 * An order's status in words (spec §4, read by the catalogue's orderState): 1 waiting for buyer
 * payment, 3 cancelled, above 10 paid, anything else expired or invalid.
 */
export function orderStatusLabel(status: number): string {
  return STATE_LABELS[order.orderState(status)];
}

/** An order's state as its page heads it: a refunded order reads 已退款 (部分退款 when part of it), not 已支付. */
export function orderStateLabel(o: { status: number; total: number; refundState?: number | undefined; refundFen?: number | undefined }): string {
  if (order.isPaidStatus(o.status) && o.refundState === order.REFUND_STATE.refunded) return (o.refundFen ?? o.total) >= o.total ? '已退款' : '已部分退款';
  if (order.isPaidStatus(o.status) && (o.refundState ?? 0) !== order.REFUND_STATE.none) return '售后中';
  return orderStatusLabel(o.status);
}

/** A business type in words (spec §4: 1 activity, 2 club, 3 homestay; the catalogue's BUSINESS_TYPE_LABEL for the others). */
export function businessTypeLabel(type: number): string {
  return order.BUSINESS_TYPE_LABEL[type] ?? '其他';
}

const REFUND_WORDS: Readonly<Record<number, string>> = {
  [order.REFUND_STATE.awaitingReturn]: '已同意，待寄回商品',
  [order.REFUND_STATE.returned]: '已寄回，等待退款',
  [order.REFUND_STATE.refunding]: '退款中',
  [order.REFUND_STATE.refunded]: '已退款',
};

/** Where an order's refund stands in words ('' for none). */
export function refundStateLabel(state: number | undefined): string {
  return REFUND_WORDS[state ?? 0] ?? '';
}

/**
 * The list's status tabs (the catalogue's ORDER_FILTER): every order, the personal centre's
 * shortcuts in its order, then every paid one and the cancelled ones.
 */
export const ORDER_TABS = [
  { status: order.ORDER_FILTER.all, label: '全部' },
  { status: order.ORDER_FILTER.waitingPayment, label: '待付款' },
  { status: order.ORDER_FILTER.toShip, label: '待发货' },
  { status: order.ORDER_FILTER.toReceive, label: '待收货' },
  { status: order.ORDER_FILTER.toComment, label: '待评价' },
  { status: order.ORDER_FILTER.afterSale, label: '退款/售后' },
  { status: order.ORDER_FILTER.paid, label: '已支付' },
  { status: order.ORDER_FILTER.cancelled, label: '已取消' },
] as const;

/** A return parcel's tracking number as the refund form accepts it: 8–30 letters and digits. */
export function isTrackingNumber(value: string): boolean {
  return /^[A-Za-z0-9]{8,30}$/.test(value.trim());
}
