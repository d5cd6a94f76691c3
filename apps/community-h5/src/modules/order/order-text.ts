/**
 * An order's status in words (spec §4): 1 waiting for buyer payment, 3 cancelled, above 10
 * paid, anything else expired or invalid.
 */
export function orderStatusLabel(status: number): string {
  if (status === 1) return '等待买家付款';
  if (status === 3) return '已取消';
  if (status > 10) return '已支付';
  return '已失效';
}

/** The business type labels of spec §4: 1 activity, 2 club, 3 homestay; 4 a vip card (ours). */
export function businessTypeLabel(type: number): string {
  return BUSINESS_TYPE_LABELS[type] ?? '其他';
}

const BUSINESS_TYPE_LABELS: Record<number, string> = { 1: '活动', 2: '俱乐部', 3: '民宿', 4: '会员卡' };

/** The list's status tabs; 10 asks for every paid order (status above 10). */
export const ORDER_TABS = [
  { status: 0, label: '全部' },
  { status: 1, label: '待付款' },
  { status: 10, label: '已支付' },
  { status: 3, label: '已取消' },
] as const;

/** Yuan with two decimals. */
export function yuan(value: number): string {
  return `¥${value.toFixed(2)}`;
}

/** A return parcel's tracking number as the refund form accepts it: 8–30 letters and digits. */
export function isTrackingNumber(value: string): boolean {
  return /^[A-Za-z0-9]{8,30}$/.test(value.trim());
}
