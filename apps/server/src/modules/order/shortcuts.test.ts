import { member, order } from '@tongxin/api-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKENDS, call, ok, startTestApp, type TestApp } from '../../testing/harness';
import { signUp } from '../../testing/member';
import { DEMO_MEMBER, memberIdByMobile } from '../member/api';
import { memberOrders } from './schema';

const IID = 1000;
const F = order.ORDER_FILTER;

describe.each(BACKENDS)("the personal centre's order shortcuts on %s", (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(backend);
  }, 120_000);
  afterAll(async () => {
    await t?.close();
  });

  it('counts each shortcut as the list filters it, for the member only', async () => {
    const buyer = await signUp(t.app, IID, '13600003001');
    const memberId = (await memberIdByMobile(t.database.db, IID, '13600003001')) ?? 0;
    const paid = { iid: IID, memberId, businessType: 5, title: '帆布袋', price: 2990, paidAt: new Date(), tradeNo: '' };
    const row = (orderId: string, extra: Partial<typeof memberOrders.$inferInsert>) => ({ ...paid, orderId, status: 11, ...extra });
    await t.database.db.insert(memberOrders).values([
      row('SC1', { status: 1, paidAt: null, expiresAt: new Date(Date.now() + 3_600_000) }),
      row('SC2', { deliveryAddress: '深圳市南山区' }),
      row('SC3', { status: 12, deliveryAddress: '深圳市南山区' }),
      row('SC4', { status: 13, deliveryAddress: '深圳市南山区' }),
      // Paid with nothing to ship (an enrolment): to comment, never to ship.
      row('SC5', { businessType: 1 }),
      row('SC6', { status: 13, deliveryAddress: '深圳市南山区', commentedAt: new Date() }),
      row('SC7', { deliveryAddress: '深圳市南山区', refundState: order.REFUND_STATE.refunding, refundAppliedAt: new Date() }),
      row('SC8', { status: 3, paidAt: null }),
    ]);
    const counts = ok(await call(t.app, order.counts, { iid: IID, token: buyer.token }));
    expect(counts).toEqual({ waitingPayment: 1, toShip: 1, toReceive: 1, toComment: 2, afterSale: 1 });
    const ids = async (status: number) => ok(await call(t.app, order.list, { iid: IID, token: buyer.token, status })).list.map((o) => o.orderId).sort();
    expect(await ids(F.waitingPayment)).toEqual(['SC1']);
    expect(await ids(F.toShip)).toEqual(['SC2']);
    expect(await ids(F.toReceive)).toEqual(['SC3']);
    expect(await ids(F.toComment)).toEqual(['SC4', 'SC5']);
    expect(await ids(F.afterSale)).toEqual(['SC7']);
    expect(await ids(F.paid)).toEqual(['SC2', 'SC3', 'SC4', 'SC5', 'SC6', 'SC7']);
    expect(await ids(F.all)).toHaveLength(8);
    // Another member's orders are not counted.
    const other = await signUp(t.app, IID, '13600003002');
    expect(ok(await call(t.app, order.counts, { iid: IID, token: other.token }))).toEqual({ waitingPayment: 0, toShip: 0, toReceive: 0, toComment: 0, afterSale: 0 });
  });

  it("counts the demo member's seeded orders", async () => {
    const login = ok(await call(t.app, member.login, { iid: IID, mobile: DEMO_MEMBER.mobile, password: DEMO_MEMBER.password }));
    const counts = ok(await call(t.app, order.counts, { iid: IID, token: login.token }));
    expect(counts.waitingPayment).toBeGreaterThan(0);
    expect(counts.toReceive).toBeGreaterThan(0);
    expect(counts.afterSale).toBeGreaterThan(0);
  });
});
