import { coupon, order } from '@tongxin/api-client';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKENDS, call, ok, startTestApp, type TestApp } from '../../testing/harness';
import { gatewayCall, signUp } from '../../testing/member';
import { couponTemplates } from './schema';

const IID = 1000;
const ON_SALE = 1006;
const SOLD_OUT = 1007;
const PAY_KEY = 'sandbox-key-of-the-coupon-suite-0123456789';
const { onSale, waiting, held, soldOut } = coupon.COUPON_SALE_STATE;

describe.each(BACKENDS)('paid coupons on %s', (backend) => {
  let t: TestApp;
  let seq = 0;

  async function newMember(): Promise<string> {
    seq += 1;
    return (await signUp(t.app, IID, `1361113${String(seq).padStart(4, '0')}`)).token;
  }
  const buy = (token: string, params: Record<string, unknown> = {}) =>
    gatewayCall(t.app, order.create, { iid: IID, orderType: order.BUSINESS_TYPE.coupon, num: 1, keys: String(ON_SALE), token, ...params });
  const sale = (token: string, couponId = ON_SALE) => call(t.app, coupon.sale, { iid: IID, token, couponId });
  const stockOf = async (id: number) => (await t.database.db.select({ stock: couponTemplates.stock }).from(couponTemplates).where(eq(couponTemplates.id, id)))[0]?.stock;
  const setStock = (id: number, stock: number | null) => t.database.db.update(couponTemplates).set({ stock }).where(eq(couponTemplates.id, id));
  const sandboxPay = (token: string, orderId: string) => t.app.inject({ method: 'POST', url: '/api/dev/pay/sandbox/member', payload: { iid: IID, token, orderId } });

  beforeAll(async () => {
    t = await startTestApp(backend, { env: { PAY_SANDBOX_KEY: PAY_KEY, PAY_SANDBOX_ENDPOINT: '1' } });
  }, 60_000);
  afterAll(() => t.close());

  it('shows a paid coupon with its price, stock and rules; it cannot be claimed free nor is it listed to claim', async () => {
    const token = await newMember();
    expect(ok(await sale(token))).toMatchObject({ id: ON_SALE, name: '商城满200减50元券', priceFen: 990, stock: 100, minusPrice: 5000, fullPrice: 20000, state: onSale, orderId: '' });
    expect(ok(await sale(token)).rules).toContain('每人限购1张');
    expect(ok(await sale(token, SOLD_OUT)).state).toBe(soldOut);
    // A free coupon, an unknown one, another tenant's: not sold.
    expect((await sale(token, 1001)).error).toEqual({ code: 404, msg: '该优惠券不存在或未在售' });
    expect((await sale(token, 999_999)).error?.msg).toBe('该优惠券不存在或未在售');
    expect((await call(t.app, coupon.claimOne, { iid: IID, token, couponId: ON_SALE })).error).toEqual({ code: 1214, msg: '该优惠券需购买获得' });
    expect((await call(t.app, coupon.claim, { iid: IID, token, couponIds: `[1001,${ON_SALE}]` })).error?.code).toBe(1214);
    expect(ok(await call(t.app, coupon.list, { iid: IID, token, status: coupon.COUPON_STATUS.usable })).list).toEqual([]);
    expect(ok(await call(t.app, coupon.open, { iid: IID })).map((c) => c.id)).not.toContain(ON_SALE);
    // The coupon centre lists the paid ones apart, with their price and units left; never a free one.
    const forSale = ok(await call(t.app, coupon.forSale, { iid: IID }));
    expect(forSale).toEqual(expect.arrayContaining([expect.objectContaining({ id: ON_SALE, priceFen: 990, stock: 100 }), expect.objectContaining({ id: SOLD_OUT, stock: 0 })]));
    expect(forSale.every((c) => c.priceFen > 0)).toBe(true);
    expect(ok(await call(t.app, coupon.forSale, { iid: 3073 })).map((c) => c.id)).not.toContain(ON_SALE);
    expect((await buy(token, { keys: String(SOLD_OUT) })).error).toEqual({ code: 1211, msg: '优惠券已售罄' });
    expect((await buy(token, { keys: '1001' })).error?.msg).toBe('该优惠券不存在或未在售');
    expect((await buy(token, { num: 2 })).error?.msg).toBe('每张优惠券每人限购1张');
  });

  it('sells it at the server price, issues it only from the verified notify, once per member', async () => {
    const token = await newMember();
    const before = await stockOf(ON_SALE);
    // A forged price is refused and nothing is taken.
    expect((await buy(token, { payPrice: 1 })).error?.code).toBe(1127);
    expect(await stockOf(ON_SALE)).toBe(before);

    // Coupons do not pay for a coupon.
    const priced = (await gatewayCall(t.app, order.calculate, { iid: IID, orderType: order.BUSINESS_TYPE.coupon, num: 1, keys: String(ON_SALE), token, remark: 'x' })).result;
    expect(priced?.payFen).toBe(990);
    expect(priced?.coupons.every((c) => !c.usable)).toBe(true);

    const created = await buy(token);
    expect(created.result?.payPrice).toBe(990);
    const orderId = created.result?.orderId ?? '';
    expect(await stockOf(ON_SALE)).toBe((before ?? 0) - 1);
    expect(ok(await sale(token))).toMatchObject({ state: waiting, orderId });
    // The same payload again is the same order; another order of the same coupon is refused.
    expect((await buy(token)).result?.orderId).toBe(orderId);
    expect((await buy(token, { remark: '再买一张' })).error).toEqual({ code: 1212, msg: '您已购买过该优惠券' });

    // Not held before the provider says so.
    expect(ok(await call(t.app, coupon.list, { iid: IID, token, status: coupon.COUPON_STATUS.usable })).list).toEqual([]);
    ok(await call(t.app, order.wechatPay, { iid: IID, orderId, openId: 'o-coupon-1', token }));
    expect((await sandboxPay(token, orderId)).json()).toMatchObject({ t: { message: 'paid' } });
    expect((await sandboxPay(token, orderId)).json()).toMatchObject({ t: { message: 'duplicate' } });
    const mine = ok(await call(t.app, coupon.list, { iid: IID, token, status: coupon.COUPON_STATUS.usable })).list;
    expect(mine.map((c) => [c.couponId, c.name])).toEqual([[ON_SALE, '商城满200减50元券']]);
    expect(ok(await sale(token)).state).toBe(held);
    expect((await buy(token, { remark: 'again' })).error?.code).toBe(1212);
    expect(ok(await call(t.app, order.detail, { iid: IID, token, orderId })).status).toBe(order.ORDER_STATUS.paid);
  });

  it('two members racing for the last unit: one order, the other sold out; a cancelled order gives it back', async () => {
    await setStock(ON_SALE, 1);
    const [a, b] = [await newMember(), await newMember()];
    const outcomes = await Promise.all([buy(a), buy(b)]);
    const won = outcomes.filter((o) => o.result);
    expect(won).toHaveLength(1);
    expect(outcomes.find((o) => o.error)?.error).toEqual({ code: 1211, msg: '优惠券已售罄' });
    expect(await stockOf(ON_SALE)).toBe(0);
    const winner = outcomes[0]?.result ? a : b;
    const orderId = won[0]?.result?.orderId ?? '';

    expect((await gatewayCall(t.app, order.updateStatus, { iid: IID, token: winner, orderId, status: order.STATUS_ACTION.cancel })).error).toBeUndefined();
    expect(await stockOf(ON_SALE)).toBe(1);
    expect(ok(await sale(winner)).state).toBe(onSale);
    // Bought again after the cancel, by the other member this time.
    const loser = winner === a ? b : a;
    expect((await buy(loser)).result?.payPrice).toBe(990);
    expect(await stockOf(ON_SALE)).toBe(0);
    expect(ok(await sale(winner)).state).toBe(soldOut);
    await setStock(ON_SALE, 100);
  });
});
