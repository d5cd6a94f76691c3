import { address, mall, order } from '@tongxin/api-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKENDS, call, ok, startTestApp, type TestApp } from '../../testing/harness';
import { gatewayCall, signUp } from '../../testing/member';
import { memberPrice } from './goods';

const IID = 1000;
/** 同心徽章套装: ¥19.90, 9折 for vip card holders. */
const BADGES = { goodsId: 3, skuId: '301', price: 1990, member: 1791 };

describe('memberPrice', () => {
  it('is the discount of the price, to the fen, and none without a discount', () => {
    expect(memberPrice(1990, 90)).toBe(1791);
    expect(memberPrice(999, 85)).toBe(849);
    expect([memberPrice(1990, 0), memberPrice(1990, 100), memberPrice(1990, 120), memberPrice(1990, -5)]).toEqual([null, null, null, null]);
  });
});

describe.each(BACKENDS)('member prices on %s', (backend) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp(backend, { env: { PAY_SANDBOX_ENDPOINT: '1' } });
  }, 60_000);
  afterAll(() => t.close());

  it('the goods page shows the member price; the server charges it only to a vip card holder', async () => {
    const mobile = backend === 'pglite' ? '13640000001' : '13641000001';
    const { token } = await signUp(t.app, IID, mobile);
    const { id: addressId } = ok(await call(t.app, address.add, { iid: IID, token, name: '李同心', mobile, province: '广东省', city: '深圳市', district: '南山区', areaCode: '440305', address: '科技园 1 号', postCode: '518057', isDefault: true }));
    const price = async () => (await gatewayCall(t.app, order.calculate, { iid: IID, token, orderType: order.BUSINESS_TYPE.goods, num: 1, keys: BADGES.skuId })).result?.payFen;
    const detail = async () => ok(await call(t.app, mall.detail, { iid: IID, token, goodsId: BADGES.goodsId }));

    // Not a vip: the goods page shows the member price, the server charges the price, and a page
    // sending the member price is refused with nothing made.
    expect(await detail()).toMatchObject({ vipDiscount: 90, isVip: false, skus: [{ price: BADGES.price, vipPrice: BADGES.member }] });
    expect(await price()).toBe(BADGES.price);
    const forged = await gatewayCall(t.app, order.create, { iid: IID, token, orderType: order.BUSINESS_TYPE.goods, num: 1, keys: BADGES.skuId, addressId, payPrice: BADGES.member });
    expect(forged.error).toEqual({ code: order.create.errors.priceChanged.code, msg: '订单金额已变化，请确认后重新提交' });
    expect(ok(await call(t.app, order.list, { iid: IID, token })).total).toBe(0);

    // The year card, paid through the sandbox's verified notify.
    const card = (await gatewayCall(t.app, order.create, { iid: IID, token, orderType: order.BUSINESS_TYPE.vip, keys: '2', num: 1 })).result?.orderId ?? '';
    ok(await call(t.app, order.wechatPay, { iid: IID, orderId: card, openId: `o-${mobile}`, token }));
    expect((await t.app.inject({ method: 'POST', url: '/api/dev/pay/sandbox/member', payload: { iid: IID, token, orderId: card } })).json()).toMatchObject({ t: { message: 'paid' } });

    expect(await detail()).toMatchObject({ isVip: true });
    expect(await price()).toBe(BADGES.member);
    const bought = (await gatewayCall(t.app, order.create, { iid: IID, token, orderType: order.BUSINESS_TYPE.goods, num: 1, keys: BADGES.skuId, addressId, payPrice: BADGES.member })).result;
    expect(bought?.payPrice).toBe(BADGES.member);
    const row = ok(await call(t.app, order.detail, { iid: IID, token, orderId: bought?.orderId ?? '' }));
    expect(row.items?.[0]).toMatchObject({ unitFen: BADGES.member, spec: '标准 · 会员价' });
  });
});
