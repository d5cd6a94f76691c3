import { describe, expect, it } from 'vitest';
import { formatFen } from '@tongxin/ui';
import { businessTypeLabel, isTrackingNumber, orderStatusLabel, refundStateLabel } from './order-text';

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

  it('labels business types 1 activity, 2 club, 3 homestay and the others of the catalogue (goods, a vip card)', () => {
    expect([1, 2, 3, 5, 30, 99].map(businessTypeLabel)).toEqual(['活动', '俱乐部', '民宿', '商品', '会员卡', '其他']);
  });

  it('says where a refund stands', () => {
    expect([0, 1, 2, 3, 4, undefined].map(refundStateLabel)).toEqual(['', '已同意，待寄回商品', '已寄回，等待退款', '退款中', '已退款', '']);
  });

  it('formats money in fen and checks tracking numbers', () => {
    expect(formatFen(5900)).toBe('¥59.00');
    expect(isTrackingNumber('EA123456789CN')).toBe(true);
    expect(isTrackingNumber('EA12')).toBe(false);
    expect(isTrackingNumber('EA123456789<CN>')).toBe(false);
  });
});
