import { formatDate } from '@tongxin/ui';

/*
 * A coupon's words: its value and threshold come from @tongxin/ui (couponValueText,
 * couponThresholdText: amounts in fen; discountType 1 is an amount off, otherwise a discount; fullPrice 0 is no
 * threshold), so the popup, the coupon centre and the member's list say the same.
 */
export { couponThresholdText, couponValueText } from '@tongxin/ui';

/** Until when it can be used (the end day in the visitor's time zone). */
export function couponValidity(coupon: { endTime: string }): string {
  const day = formatDate(coupon.endTime, 2);
  return day ? `有效期至 ${day}` : '';
}
