import type { order } from '@tongxin/api-client';

/** order.calculate's answer for one line at `payFen`, nothing taken off; the tests change what they need. */
export function orderPriceOf(payFen: number, over: Partial<order.OrderPrice> = {}): order.OrderPrice {
  return {
    title: '',
    image: '',
    unitFen: payFen,
    num: 1,
    items: [],
    goodsFen: payFen,
    feeFen: 0,
    insurFen: 0,
    insurUnitFen: 0,
    couponFen: 0,
    couponIds: [],
    coupons: [],
    promoFen: 0,
    pointsBalance: 0,
    pointsMax: 0,
    pointsUsed: 0,
    pointsFen: 0,
    payFen,
    needsAddress: false,
    limit: null,
    holdSeconds: 900,
    ...over,
  };
}
