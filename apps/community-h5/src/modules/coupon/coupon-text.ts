import { formatDate } from '@tongxin/ui';

export interface CouponFace {
  discountType: number;
  minusPrice: number;
  fullPrice: number;
  endTime: string;
}

/** Up to two decimals, without trailing zeros: 10 → '10', 8.5 → '8.5', 9.99 → '9.99'. */
function plain(value: number): string {
  return String(Math.round(value * 100) / 100);
}

/** The coupon's value: discountType 1 is an amount in yuan ('¥10'); otherwise a discount ('8.5折'). */
export function couponValue(coupon: Pick<CouponFace, 'discountType' | 'minusPrice'>): string {
  return coupon.discountType === 1 ? `¥${plain(coupon.minusPrice)}` : `${plain(coupon.minusPrice)}折`;
}

/** The threshold: fullPrice 0 means none. */
export function couponThreshold(coupon: Pick<CouponFace, 'fullPrice'>): string {
  return coupon.fullPrice > 0 ? `满${plain(coupon.fullPrice)}元可用` : '无门槛';
}

/** Until when it can be used. */
export function couponValidity(coupon: Pick<CouponFace, 'endTime'>): string {
  const day = formatDate(coupon.endTime, 2);
  return day ? `有效期至 ${day}` : '';
}

/** The status tabs: 1 usable, 2 used, 3 expired. */
export const COUPON_TABS = [
  { status: 1, label: '未使用' },
  { status: 2, label: '已使用' },
  { status: 3, label: '已过期' },
] as const;
