import { describe, expect, it } from 'vitest';
import { holdDuration, holdText } from './hold-text';

describe('holdText', () => {
  it('says the payment window in seconds, minutes or hours', () => {
    expect(holdDuration(5)).toBe('5 秒');
    expect(holdDuration(59)).toBe('59 秒');
    expect(holdDuration(60)).toBe('1 分钟');
    expect(holdDuration(90)).toBe('2 分钟');
    expect(holdDuration(1800)).toBe('30 分钟');
    expect(holdDuration(3600)).toBe('1 小时');
    expect(holdDuration(5400)).toBe('1 小时 30 分钟');
    expect(holdDuration(86_400)).toBe('24 小时');
    expect(holdText(300)).toBe('提交订单后请在 5 分钟内完成支付，超时订单将自动取消');
  });
});
