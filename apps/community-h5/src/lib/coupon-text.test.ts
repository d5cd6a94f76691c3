import { describe, expect, it } from 'vitest';
import { couponThresholdText, couponValidity, couponValueText } from './coupon-text';

const coupon = (discountType: number, minusPrice: number, fullPrice: number) => ({ id: 1, name: '券', discountType, minusPrice, fullPrice });

describe('coupon text', () => {
  it('shows discountType 1 as an amount (fen) and anything else as a discount (per cent still paid)', () => {
    expect(couponValueText(coupon(1, 1000, 0))).toBe('¥10.00');
    expect(couponValueText(coupon(1, 990, 0))).toBe('¥9.90');
    expect(couponValueText(coupon(2, 85, 0))).toBe('8.5折');
    expect(couponValueText(coupon(0, 90, 0))).toBe('9折');
  });

  it('shows fullPrice 0 as no threshold', () => {
    expect(couponThresholdText(coupon(1, 1000, 0))).toBe('无门槛');
    expect(couponThresholdText(coupon(1, 1000, 10000))).toBe('满¥100.00可用');
  });

  it('shows the end day', () => {
    expect(couponValidity({ endTime: '2026-12-31T08:00:00.000Z' })).toBe('有效期至 2026-12-31');
    expect(couponValidity({ endTime: '' })).toBe('');
  });
});
