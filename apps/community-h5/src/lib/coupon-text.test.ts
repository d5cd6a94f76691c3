import { describe, expect, it } from 'vitest';
import { couponThresholdText, couponValidity, couponValueText } from './coupon-text';

const coupon = (discountType: number, minusPrice: number, fullPrice: number) => ({ id: 1, name: '券', discountType, minusPrice, fullPrice });

describe('coupon text', () => {
  it('shows discountType 1 as yuan and anything else as a discount', () => {
    expect(couponValueText(coupon(1, 10, 0))).toBe('¥10');
    expect(couponValueText(coupon(1, 9.9, 0))).toBe('¥9.9');
    expect(couponValueText(coupon(2, 8.5, 0))).toBe('8.5折');
    expect(couponValueText(coupon(0, 9, 0))).toBe('9折');
  });

  it('shows fullPrice 0 as no threshold', () => {
    expect(couponThresholdText(coupon(1, 10, 0))).toBe('无门槛');
    expect(couponThresholdText(coupon(1, 10, 100))).toBe('满100元可用');
  });

  it('shows the end day', () => {
    expect(couponValidity({ endTime: '2026-12-31T08:00:00.000Z' })).toBe('有效期至 2026-12-31');
    expect(couponValidity({ endTime: '' })).toBe('');
  });
});
