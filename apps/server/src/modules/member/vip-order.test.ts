import { memberOrderDetail, memberVipProfile, orderCreate, orderWechatCreate } from '@tongxin/api-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKENDS, call, ok, startTestApp, type TestApp } from '../../testing/harness';
import { gatewayCall, signUp } from './testing';
import { MEMBER_NOTIFY_PATH, VIP_ORDER_TYPE, vipPlanOf } from './vip-order';

const IID = 1000;
const YEAR_CARD = 2;

const gateway = gatewayCall;

describe.each(BACKENDS)('vip orders on %s', (backend) => {
  let t: TestApp;
  let seq = 0;

  async function newMember(): Promise<string> {
    seq += 1;
    const mobile = `1370000${String(seq).padStart(4, '0')}`;
    return (await signUp(t.app, IID, mobile)).token;
  }

  const order = (token: string, keys = String(YEAR_CARD)) => gateway(t.app, orderCreate, { iid: IID, num: 1, orderType: VIP_ORDER_TYPE, keys, token });
  const sandboxPay = (orderId: string) => t.app.inject({ method: 'POST', url: '/api/dev/pay/sandbox/member', payload: { orderId } });

  beforeAll(async () => {
    t = await startTestApp(backend);
  }, 60_000);
  afterAll(() => t.close());

  it('creates the order of the card, once while it waits, and pays it only through the notify', async () => {
    const token = await newMember();
    const first = await order(token);
    expect(first.result).toMatchObject({ payPrice: 99 });
    const orderId = first.result?.orderId ?? '';
    expect(vipPlanOf(orderId)).toBe(YEAR_CARD);
    expect((await order(token)).result?.orderId).toBe(orderId);

    const waiting = ok(await call(t.app, memberOrderDetail, { iid: IID, token, orderId }));
    expect(waiting).toMatchObject({ status: 1, title: '志愿者特权卡·年卡', total: 99, businessType: 4 });

    const params = ok(await call(t.app, orderWechatCreate, { iid: IID, orderId, openId: 'o-wechat-1', token }));
    expect(params.package).toMatch(/^prepay_id=sandbox_/);
    expect(params.appId).toBe('wx-sandbox-app');
    // The page's word is never enough: the card waits for the provider.
    expect(ok(await call(t.app, memberVipProfile, { iid: IID, token })).isVip).toBe(false);

    const paid = await sandboxPay(orderId);
    expect(paid.json()).toMatchObject({ code: 0, t: { code: 'SUCCESS', message: 'paid' } });
    expect(ok(await call(t.app, memberOrderDetail, { iid: IID, token, orderId })).status).toBe(11);
    const vip = ok(await call(t.app, memberVipProfile, { iid: IID, token }));
    expect(vip.isVip).toBe(true);
    expect(vip.cards).toHaveLength(1);
    expect(vip.cards[0]).toMatchObject({ cardTitle: '志愿者特权卡·年卡', cardNo: expect.stringMatching(/^TX1000\d{6}$/) as unknown });
    const days = (Date.parse(vip.cards[0]?.cardDate ?? '') - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(363);
    expect(days).toBeLessThan(366);

    // Idempotent: another notify of the paid trade changes nothing.
    expect((await sandboxPay(orderId)).json()).toMatchObject({ t: { message: 'duplicate' } });
    expect(ok(await call(t.app, memberVipProfile, { iid: IID, token })).cards).toEqual(vip.cards);
    expect((await call(t.app, orderWechatCreate, { iid: IID, orderId, openId: 'o-wechat-1', token })).error).toEqual({ code: 1020, msg: '订单已支付' });
  });

  it('extends the card a member renews', async () => {
    const token = await newMember();
    for (let i = 0; i < 2; i += 1) {
      const orderId = (await order(token, '1')).result?.orderId ?? '';
      ok(await call(t.app, orderWechatCreate, { iid: IID, orderId, openId: 'o-wechat-2', token }));
      expect((await sandboxPay(orderId)).json()).toMatchObject({ t: { message: 'paid' } });
    }
    const cards = ok(await call(t.app, memberVipProfile, { iid: IID, token })).cards;
    expect(cards).toHaveLength(1);
    const days = (Date.parse(cards[0]?.cardDate ?? '') - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(58);
    expect(days).toBeLessThan(61);
  });

  it("keeps each order its member's and refuses what it cannot sell", async () => {
    const token = await newMember();
    const other = await newMember();
    const orderId = (await order(token)).result?.orderId ?? '';
    expect((await call(t.app, orderWechatCreate, { iid: IID, orderId, openId: 'o-x', token: other })).error).toEqual({ code: 404, msg: '订单不存在' });
    expect((await gateway(t.app, orderCreate, { iid: IID, num: 1, orderType: 1, keys: '2', token })).error?.code).toBe(400);
    expect((await order(token, '99')).error).toEqual({ code: 404, msg: '会员卡不存在' });
    expect((await gateway(t.app, orderCreate, { iid: IID, num: 1, orderType: VIP_ORDER_TYPE, keys: '2' })).error?.code).toBe(1000001);
    expect((await gateway(t.app, orderCreate, { iid: 3073, num: 1, orderType: VIP_ORDER_TYPE, keys: '2', token })).error?.code).toBe(1000001);
  });

  it('answers a notify without a valid signature 401 and changes nothing', async () => {
    const token = await newMember();
    const orderId = (await order(token)).result?.orderId ?? '';
    ok(await call(t.app, orderWechatCreate, { iid: IID, orderId, openId: 'o-wechat-3', token }));
    const forged = await t.app.inject({
      method: 'POST',
      url: MEMBER_NOTIFY_PATH,
      payload: { tradeNo: 'M1', transactionId: 'x', amountFen: 9900, timeStamp: '1', nonceStr: 'n', sign: 'ab'.repeat(32) },
    });
    expect(forged.statusCode).toBe(401);
    expect(ok(await call(t.app, memberOrderDetail, { iid: IID, token, orderId })).status).toBe(1);
  });
});

describe('the sandbox pay endpoint', () => {
  it('is not served without the test flag', async () => {
    const t = await startTestApp('pglite', { env: { SMS_EXPOSE_CODES: '0' } });
    try {
      const reply = await t.app.inject({ method: 'POST', url: '/api/dev/pay/sandbox/member', payload: { orderId: 'VIP1T1' } });
      expect(reply.statusCode).toBe(404);
    } finally {
      await t.close();
    }
  }, 60_000);
});
