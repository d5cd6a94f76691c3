import { order } from '@tongxin/api-client';

const STATE_LABELS: Record<order.OrderState, string> = { waitingPayment: '等待买家付款', cancelled: '已取消', paid: '已支付', invalid: '已失效' };

/**
 * An order's status in words (spec §4, read by the catalogue's orderState): 1 waiting for buyer
 * payment, 3 cancelled, above 10 paid, anything else expired or invalid.
 */
export function orderStatusLabel(status: number): string {
  return STATE_LABELS[order.orderState(status)];
}

const { activity, club, homestay, universityRegistration, vip } = order.BUSINESS_TYPE;
const BUSINESS_TYPE_LABELS: Record<number, string> = { [activity]: '活动', [club]: '俱乐部', [homestay]: '民宿', [universityRegistration]: '报名费', [vip]: '会员卡' };

/** A business type in words (spec §4: 1 activity, 2 club, 3 homestay; the catalogue's BUSINESS_TYPE). */
export function businessTypeLabel(type: number): string {
  return BUSINESS_TYPE_LABELS[type] ?? '其他';
}

/** The list's status tabs (the catalogue's ORDER_FILTER; paid asks for every status above 10). */
export const ORDER_TABS = [
  { status: order.ORDER_FILTER.all, label: '全部' },
  { status: order.ORDER_FILTER.waitingPayment, label: '待付款' },
  { status: order.ORDER_FILTER.paid, label: '已支付' },
  { status: order.ORDER_FILTER.cancelled, label: '已取消' },
] as const;

/** A return parcel's tracking number as the refund form accepts it: 8–30 letters and digits. */
export function isTrackingNumber(value: string): boolean {
  return /^[A-Za-z0-9]{8,30}$/.test(value.trim());
}
