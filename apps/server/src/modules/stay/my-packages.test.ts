import { order, stay } from '@tongxin/api-client';
import { describe, expect, it } from 'vitest';
import type { HeldOrder } from '../order/api';
import { myPackageStatus } from './my-packages';
import { verifyBlocker } from './verify';

const S = stay.MY_PACKAGE_STATUS;
const held = (over: { status?: number; refundState?: number; usedAt?: Date | null }): HeldOrder =>
  ({
    order: { status: over.status ?? order.ORDER_STATUS.paid },
    useCode: 'K7Q2M8',
    usedAt: over.usedAt ?? null,
    refundState: over.refundState ?? order.REFUND_STATE.none,
    createdAt: new Date(),
  }) as unknown as HeldOrder;

describe("a bought package's state", () => {
  const today = '2026-11-24';
  it('reads the payment, the refund, the write-off and the validity, in that order', () => {
    expect(myPackageStatus(held({ status: order.ORDER_STATUS.waitingPayment }), '2027-01-01', today)).toBe(S.waitingPayment);
    expect(myPackageStatus(held({}), '2027-01-01', today)).toBe(S.usable);
    // The last day of its validity is still a day to use it.
    expect(myPackageStatus(held({}), today, today)).toBe(S.usable);
    expect(myPackageStatus(held({}), '2026-11-23', today)).toBe(S.expired);
    expect(myPackageStatus(held({ usedAt: new Date('2026-11-20T02:00:00Z') }), '2026-11-23', today)).toBe(S.used);
    expect(myPackageStatus(held({ status: order.ORDER_STATUS.done, usedAt: new Date() }), '2027-01-01', today)).toBe(S.used);
    expect(myPackageStatus(held({ refundState: order.REFUND_STATE.refunding }), '2027-01-01', today)).toBe(S.refunding);
    expect(myPackageStatus(held({ refundState: order.REFUND_STATE.refunded, usedAt: null }), '2026-11-23', today)).toBe(S.refunded);
  });
});

describe('what stops a write-off at the counter', () => {
  const today = '2026-11-24';
  const pkg = { validFrom: '2026-11-01', validTo: '2027-01-01' };
  const why = (h: HeldOrder, p = pkg) => verifyBlocker({ held: h, pkg: p }, today)?.[1];
  it('names the state in words; a paid, unused package within its validity has nothing in the way', () => {
    expect(why(held({}))).toBeUndefined();
    expect(why(held({ status: order.ORDER_STATUS.waitingPayment }))).toBe('订单未支付，不能核销');
    expect(why(held({ status: order.ORDER_STATUS.cancelled }))).toBe('订单已取消或已过期，不能核销');
    expect(why(held({ status: order.ORDER_STATUS.expired }))).toBe('订单已取消或已过期，不能核销');
    expect(why(held({ usedAt: new Date('2026-11-20T02:05:00Z') }))).toBe('该套餐已于2026-11-20 10:05核销，不能重复使用');
    expect(why(held({ refundState: order.REFUND_STATE.refunding }))).toBe('订单已申请退款，不能核销');
    expect(why(held({}), { validFrom: '2026-11-25', validTo: '2027-01-01' })).toBe('套餐2026-11-25起可用，尚未到使用日期');
    expect(why(held({}), { validFrom: '2026-11-01', validTo: '2026-11-23' })).toBe('套餐有效期至2026-11-23，已过期，不能核销');
  });
});
