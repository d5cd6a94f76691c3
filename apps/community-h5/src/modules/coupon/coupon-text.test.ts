import { describe, expect, it } from 'vitest';
import { couponThreshold, couponValidity, couponValue } from './coupon-text';

describe('coupon text', () => {
  it('shows discountType 1 as yuan and anything else as a discount', () => {
    expect(couponValue({ discountType: 1, minusPrice: 10 })).toBe('¥10');
    expect(couponValue({ discountType: 1, minusPrice: 9.9 })).toBe('¥9.9');
    expect(couponValue({ discountType: 2, minusPrice: 8.5 })).toBe('8.5折');
    expect(couponValue({ discountType: 0, minusPrice: 9 })).toBe('9折');
  });

  it('shows fullPrice 0 as no threshold', () => {
    expect(couponThreshold({ fullPrice: 0 })).toBe('无门槛');
    expect(couponThreshold({ fullPrice: 100 })).toBe('满100元可用');
  });

  it('shows the end day', () => {
    expect(couponValidity({ endTime: '2026-12-31T08:00:00.000Z' })).toBe('有效期至 2026-12-31');
    expect(couponValidity({ endTime: '' })).toBe('');
  });
});
