import { describe, expect, it } from 'vitest';
import { formatFen } from '@tongxin/ui';
import { businessTypeLabel, isTrackingNumber, orderStatusLabel } from './order-text';

describe('order text', () => {
  it('labels the statuses of spec §4', () => {
    expect(orderStatusLabel(1)).toBe('等待买家付款');
    expect(orderStatusLabel(3)).toBe('已取消');
    expect(orderStatusLabel(11)).toBe('已支付');
    expect(orderStatusLabel(13)).toBe('已支付');
    expect(orderStatusLabel(10)).toBe('已失效');
    expect(orderStatusLabel(2)).toBe('已失效');
    expect(orderStatusLabel(0)).toBe('已失效');
  });

  it('labels business types 1 activity, 2 club, 3 homestay (and 30, a vip card)', () => {
    expect([1, 2, 3, 30, 9].map(businessTypeLabel)).toEqual(['活动', '俱乐部', '民宿', '会员卡', '其他']);
  });

  it('formats money in fen and checks tracking numbers', () => {
    expect(formatFen(5900)).toBe('¥59.00');
    expect(isTrackingNumber('EA123456789CN')).toBe(true);
    expect(isTrackingNumber('EA12')).toBe(false);
    expect(isTrackingNumber('EA123456789<CN>')).toBe(false);
  });
});
