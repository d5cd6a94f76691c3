import { describe, expect, it } from 'vitest';
import { couponThresholdText, couponValueText, parsePopupContent } from './popup-content';

const coupons = [
  {
    id: 1,
    name: '新人券',
    discountType: 1,
    minusPrice: 1000,
    fullPrice: 0,
    endTime: '2026-12-31 23:59:59',
  },
  { id: 2, name: '会员折扣', discountType: 2, minusPrice: 85, fullPrice: 10000 },
];

describe('parsePopupContent', () => {
  it('reads each of the five types', () => {
    expect(parsePopupContent({ type: 1, content: '{"text":"周末停课"}' })).toEqual({
      type: 1,
      text: '周末停课',
    });
    expect(
      parsePopupContent({
        type: 2,
        content: JSON.stringify({
          contents: { image: 'i', title: '帐篷', price: 9900, costV2: 19900 },
        }),
      }),
    ).toEqual({
      type: 2,
      products: [{ image: 'i', title: '帐篷', price: 9900, costV2: 19900, link: '' }],
    });
    expect(
      parsePopupContent({
        type: 3,
        content: JSON.stringify({ images: [{ imgUrl: 'a.jpg', textUrl: 'https://x' }] }),
      }),
    ).toEqual({
      type: 3,
      images: [{ imgUrl: 'a.jpg', textUrl: 'https://x' }],
    });
    expect(parsePopupContent({ type: 4, content: JSON.stringify(coupons) })?.type).toBe(4);
    expect(parsePopupContent({ type: 5, content: JSON.stringify({ coupons }) })?.type).toBe(5);
  });

  it('shows nothing for type 4 without coupons, unknown types or broken content', () => {
    expect(parsePopupContent({ type: 4, content: '[]' })).toBeNull();
    expect(parsePopupContent({ type: 5, content: '{"coupons":[]}' })).toBeNull();
    expect(parsePopupContent({ type: 9, content: '{}' })).toBeNull();
    expect(parsePopupContent({ type: 2, content: '{broken' })).toBeNull();
    expect(parsePopupContent({ type: 1, content: '{"text":"  "}' })).toBeNull();
  });

  it('describes coupon value and threshold', () => {
    expect(couponValueText(coupons[0]!)).toBe('¥10.00');
    expect(couponValueText(coupons[1]!)).toBe('8.5折');
    expect(couponThresholdText(coupons[0]!)).toBe('无门槛');
    expect(couponThresholdText(coupons[1]!)).toBe('满¥100.00可用');
  });
});
