import { member, order } from '@tongxin/api-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKENDS, call, ok, startTestApp, type TestApp } from '../../testing/harness';
import { gatewayCall, signUp } from '../../testing/member';

const IID = 1000;

describe.each(BACKENDS)("a member's own discount codes on %s", (backend) => {
  let t: TestApp;
  let seq = 0;
  const newMember = async () => {
    seq += 1;
    const mobile = `1365${backend === 'pglite' ? '0' : '1'}55${String(seq).padStart(4, '0')}`;
    return { mobile, ...(await signUp(t.app, IID, mobile)) };
  };
  const admin = (method: 'GET' | 'POST', url: string, payload?: object) => t.app.inject({ method, url, payload, headers: { authorization: `Bearer ${t.operatorToken}` } });
  const mine = async (token: string) => ok(await call(t.app, order.myPromos, { iid: IID, token }));

  beforeAll(async () => {
    t = await startTestApp(backend, { env: { PAY_SANDBOX_ENDPOINT: '1' } });
  }, 60_000);
  afterAll(() => t.close());

  it('lists the demo member’s codes, current first', async () => {
    const { token } = ok(await call(t.app, member.login, { iid: IID, mobile: '13800138000', password: 'tongxin2024' }));
    expect((await mine(token)).map((p) => [p.promoCode, p.expired])).toEqual([
      ['TXFRIEND8', false],
      ['TXSPRING5', true],
    ]);
  });

  it('the organisation gives a member a code; a buyer pays with it; the member sees it used', async () => {
    const seller = await newMember();
    expect(await mine(seller.token)).toEqual([]);
    const code = `ZX${backend === 'pglite' ? 'P' : 'Q'}${seq}`;
    const endTime = new Date(Date.now() + 30 * 86_400_000).toISOString();
    expect((await t.app.inject({ method: 'POST', url: '/api/admin/order/promos', payload: {} })).statusCode).toBe(401);
    expect((await admin('POST', '/api/admin/order/promos', { iid: IID, code, title: '好友立减5元', minusFen: 500, endTime, mobile: '13999990000' })).json()).toEqual({ code: 404, msg: '该手机号不是本组织的会员' });
    expect((await admin('POST', '/api/admin/order/promos', { iid: IID, code: 'a b', title: 'x', minusFen: 500, endTime })).statusCode).toBe(400);
    const made = await admin('POST', '/api/admin/order/promos', { iid: IID, code: code.toLowerCase(), title: '好友立减5元', minusFen: 500, endTime, remaining: 2, mobile: seller.mobile });
    expect(made.json()).toMatchObject({ code: 0, t: { code, remaining: 2 } });
    expect((await admin('POST', '/api/admin/order/promos', { iid: IID, code, title: '再来一个', minusFen: 100, endTime })).json()).toEqual({ code: 409, msg: '优惠码已存在' });
    expect(await mine(seller.token)).toEqual([{ promoCode: code, title: '好友立减5元', minusFen: 500, thresholdFen: 0, endTime, remaining: 2, used: 0, expired: false }]);

    const buyer = await newMember();
    const created = await gatewayCall(t.app, order.create, { iid: IID, token: buyer.token, orderType: order.BUSINESS_TYPE.vip, keys: '2', num: 1, discountCode: code });
    const orderId = created.result?.orderId ?? '';
    expect(orderId).not.toBe('');
    // Unpaid, it does not count.
    expect((await mine(seller.token))[0]).toMatchObject({ used: 0, remaining: 1 });
    ok(await call(t.app, order.wechatPay, { iid: IID, orderId, openId: `o-${buyer.mobile}`, token: buyer.token }));
    const paid = await t.app.inject({ method: 'POST', url: '/api/dev/pay/sandbox/member', payload: { iid: IID, token: buyer.token, orderId } });
    expect(paid.json()).toMatchObject({ t: { message: 'paid' } });
    expect((await mine(seller.token))[0]).toMatchObject({ promoCode: code, used: 1, remaining: 1, expired: false });
    expect(await mine(buyer.token)).toEqual([]);
  });
});
