import { order, stay } from '@tongxin/api-client';
import { describe, expect, it } from 'vitest';
import type { HeldOrder } from '../order/api';
import { myPackageStatus } from './my-packages';

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
