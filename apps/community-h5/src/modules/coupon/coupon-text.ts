/** The status tabs of the member's coupons: 1 usable, 2 used, 3 expired. */
export const COUPON_TABS = [
  { status: 1, label: '未使用' },
  { status: 2, label: '已使用' },
  { status: 3, label: '已过期' },
] as const;
