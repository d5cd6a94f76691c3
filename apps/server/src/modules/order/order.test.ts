import { member, order, vip } from '@tongxin/api-client';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NOTIFY_PATH, SandboxPayProvider } from '../../providers/pay';
import { BACKENDS, call, ok, startTestApp, type TestApp } from '../../testing/harness';
import { gatewayCall, signUp } from '../../testing/member';
import { DEMO_MEMBER } from '../member/api';
import { memberOrders } from './schema';

const VIP_ORDER_TYPE = order.BUSINESS_TYPE.vip;

const IID = 1000;
const YEAR_CARD = 2;
const PAY_KEY = 'sandbox-key-of-the-vip-suite-0123456789';

const gateway = gatewayCall;

/** The stored row of a member order: its card and trade number. */
async function storedOrder(t: TestApp, orderId: string) {
  const [row] = await t.database.db
    .select({ plan_id: memberOrders.planId, trade_no: memberOrders.tradeNo })
    .from(memberOrders)
    .where(eq(memberOrders.orderId, orderId));
  if (!row) throw new Error(`no order ${orderId}`);
  return row;
}

describe.each(BACKENDS)('vip orders on %s', (backend) => {
  let t: TestApp;
  let seq = 0;

  async function newMember(): Promise<string> {
    seq += 1;
    const mobile = `1370000${String(seq).padStart(4, '0')}`;
    return (await signUp(t.app, IID, mobile)).token;
  }

  const createVipOrder = (token: string, keys = String(YEAR_CARD)) => gateway(t.app, order.create, { iid: IID, num: 1, orderType: VIP_ORDER_TYPE, keys, token });
  const sandboxPay = (token: string, orderId: string) => t.app.inject({ method: 'POST', url: '/api/dev/pay/sandbox/member', payload: { iid: IID, token, orderId } });

  beforeAll(async () => {
    t = await startTestApp(backend, { env: { PAY_SANDBOX_KEY: PAY_KEY, PAY_SANDBOX_ENDPOINT: '1' } });
  }, 60_000);
  afterAll(() => t.close());

  it('creates the order of the card, once while it waits, and pays it only through the notify', async () => {
    const token = await newMember();
    const first = await createVipOrder(token);
    expect(first.result).toMatchObject({ payPrice: 9900 });
    const orderId = first.result?.orderId ?? '';
    // The card is the order's own column (spec §7's keys), not a part of its id.
    expect(await storedOrder(t, orderId)).toMatchObject({ plan_id: YEAR_CARD });
    expect(orderId).toMatch(/^VIP[0-9A-Z]+$/);
    expect(orderId.startsWith(`VIP${YEAR_CARD}T`)).toBe(false);
    expect((await createVipOrder(token)).result?.orderId).toBe(orderId);
    // Another card is another order.
    const month = (await createVipOrder(token, '1')).result?.orderId ?? '';
    expect(month).not.toBe(orderId);
    expect(await storedOrder(t, month)).toMatchObject({ plan_id: 1 });

    const waiting = ok(await call(t.app, order.detail, { iid: IID, token, orderId }));
    expect(waiting).toMatchObject({ status: 1, title: '志愿者特权卡·年卡', total: 9900, businessType: order.BUSINESS_TYPE.vip });

    const params = ok(await call(t.app, order.wechatPay, { iid: IID, orderId, openId: 'o-wechat-1', token }));
    expect(params.package).toMatch(/^prepay_id=sandbox_/);
    expect(params.appId).toBe('wx-sandbox-app');
    // The page's word is never enough: the card waits for the provider.
    expect(ok(await call(t.app, vip.profile, { iid: IID, token })).isVip).toBe(false);

    const paid = await sandboxPay(token, orderId);
    expect(paid.json()).toMatchObject({ code: 0, t: { code: 'SUCCESS', message: 'paid' } });
    expect(ok(await call(t.app, order.detail, { iid: IID, token, orderId })).status).toBe(11);
    const held = ok(await call(t.app, vip.profile, { iid: IID, token }));
    expect(held.isVip).toBe(true);
    expect(held.cards).toHaveLength(1);
    expect(held.cards[0]).toMatchObject({ cardTitle: '志愿者特权卡·年卡', cardNo: expect.stringMatching(/^TX1000\d{6}$/) as unknown });
    const days = (Date.parse(held.cards[0]?.cardDate ?? '') - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(363);
    expect(days).toBeLessThan(366);

    // Idempotent: another notify of the paid trade changes nothing.
    expect((await sandboxPay(token, orderId)).json()).toMatchObject({ t: { message: 'duplicate' } });
    expect(ok(await call(t.app, vip.profile, { iid: IID, token })).cards).toEqual(held.cards);
    expect((await call(t.app, order.wechatPay, { iid: IID, orderId, openId: 'o-wechat-1', token })).error).toEqual({ code: 1020, msg: '订单已支付' });
  });

  it('extends the card a member renews', async () => {
    const token = await newMember();
    for (let i = 0; i < 2; i += 1) {
      const orderId = (await createVipOrder(token, '1')).result?.orderId ?? '';
      ok(await call(t.app, order.wechatPay, { iid: IID, orderId, openId: 'o-wechat-2', token }));
      expect((await sandboxPay(token, orderId)).json()).toMatchObject({ t: { message: 'paid' } });
    }
    const cards = ok(await call(t.app, vip.profile, { iid: IID, token })).cards;
    expect(cards).toHaveLength(1);
    const days = (Date.parse(cards[0]?.cardDate ?? '') - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(58);
    expect(days).toBeLessThan(61);
  });

  it('activates the card of an order made before the plan column, whose id carries it (migrated rows)', async () => {
    const token = await newMember();
    const orderId = (await createVipOrder(token)).result?.orderId ?? '';
    ok(await call(t.app, order.wechatPay, { iid: IID, orderId, openId: 'o-wechat-old', token }));
    // As migration 0006 leaves an old row: the old id, the card copied into plan_id.
    const oldId = `VIP${YEAR_CARD}TLX1OLD0001`;
    await t.database.db.update(memberOrders).set({ orderId: oldId }).where(eq(memberOrders.orderId, orderId));
    expect((await sandboxPay(token, oldId)).json()).toMatchObject({ t: { message: 'paid' } });
    expect(ok(await call(t.app, vip.profile, { iid: IID, token })).cards).toEqual([expect.objectContaining({ cardTitle: '志愿者特权卡·年卡' })]);
  });

  it("keeps each order its member's and refuses what it cannot sell", async () => {
    const token = await newMember();
    const other = await newMember();
    const orderId = (await createVipOrder(token)).result?.orderId ?? '';
    expect((await call(t.app, order.wechatPay, { iid: IID, orderId, openId: 'o-x', token: other })).error).toEqual({ code: 404, msg: '订单不存在' });
    expect((await gateway(t.app, order.create, { iid: IID, num: 1, orderType: 1, keys: '2', token })).error?.code).toBe(400);
    expect((await createVipOrder(token, '99')).error).toEqual({ code: 404, msg: '会员卡不存在' });
    expect((await gateway(t.app, order.create, { iid: IID, num: 1, orderType: VIP_ORDER_TYPE, keys: '2' })).error?.code).toBe(1000001);
    expect((await gateway(t.app, order.create, { iid: 3073, num: 1, orderType: VIP_ORDER_TYPE, keys: '2', token })).error?.code).toBe(1000001);
  });

  it("the sandbox hook pays only the caller's own prepaid order", async () => {
    const token = await newMember();
    const other = await newMember();
    const orderId = (await createVipOrder(token)).result?.orderId ?? '';
    // Not prepaid yet: no trade to pay.
    expect((await sandboxPay(token, orderId)).statusCode).toBe(404);
    ok(await call(t.app, order.wechatPay, { iid: IID, orderId, openId: 'o-wechat-4', token }));
    const stranger = await sandboxPay(other, orderId);
    expect(stranger.statusCode).toBe(404);
    expect(stranger.json()).toEqual({ code: 404, msg: '没有这笔预支付订单' });
    const signedOut = await sandboxPay('x'.repeat(43), orderId);
    expect(signedOut.statusCode).toBe(401);
    expect(signedOut.json()).toEqual({ code: 1000001, msg: '登录已失效，请重新登录' });
    expect((await t.app.inject({ method: 'POST', url: '/api/dev/pay/sandbox/member', payload: { orderId } })).statusCode).toBe(400);
    expect(ok(await call(t.app, order.detail, { iid: IID, token, orderId })).status).toBe(1);
  });

  it('the one notify route: a forged notify is 401, an unknown trade or a wrong amount 400, and none changes anything', async () => {
    const token = await newMember();
    const orderId = (await createVipOrder(token)).result?.orderId ?? '';
    ok(await call(t.app, order.wechatPay, { iid: IID, orderId, openId: 'o-wechat-3', token }));
    const { trade_no: tradeNo } = await storedOrder(t, orderId);
    expect(tradeNo).toMatch(/^M/);
    const post = (payload: object) => t.app.inject({ method: 'POST', url: NOTIFY_PATH, payload: payload as Record<string, unknown> });
    const forged = await post({ tradeNo, transactionId: 'x', amountFen: 9900, timeStamp: '1', nonceStr: 'n', sign: 'ab'.repeat(32) });
    expect(forged.statusCode).toBe(401);
    const gatewaySide = new SandboxPayProvider(PAY_KEY, 'wx-sandbox-app');
    const transactionId = `sbx-vip-${orderId}`;
    const wrongAmount = await post(gatewaySide.signNotify(tradeNo, 9899, transactionId));
    expect(wrongAmount.statusCode).toBe(400);
    expect(wrongAmount.json()).toEqual({ code: 'FAIL', message: 'unknown trade or amount' });
    const unknown = await post(gatewaySide.signNotify('M-no-such-trade', 9900, transactionId));
    expect(unknown.statusCode).toBe(400);
    expect(ok(await call(t.app, order.detail, { iid: IID, token, orderId })).status).toBe(1);
    expect(ok(await call(t.app, vip.profile, { iid: IID, token })).isVip).toBe(false);
    // Nothing was recorded: the provider's correct notify with that transaction id still pays.
    expect((await post(gatewaySide.signNotify(tradeNo, 9900, transactionId))).json()).toEqual({ code: 'SUCCESS', message: 'paid' });
    expect(ok(await call(t.app, vip.profile, { iid: IID, token })).isVip).toBe(true);
  });
});

describe('the member sandbox pay hook', () => {
  it('is not served without PAY_SANDBOX_ENDPOINT=1, even with SMS_EXPOSE_CODES=1', async () => {
    const t = await startTestApp('pglite', { env: { SMS_EXPOSE_CODES: '1' } });
    try {
      const token = ok(await call(t.app, member.login, { iid: IID, mobile: DEMO_MEMBER.mobile, password: DEMO_MEMBER.password })).token;
      const reply = await t.app.inject({ method: 'POST', url: '/api/dev/pay/sandbox/member', payload: { iid: IID, token, orderId: 'VIP1' } });
      expect(reply.statusCode).toBe(404);
    } finally {
      await t.close();
    }
  }, 60_000);

  it('is served with PAY_SANDBOX_ENDPOINT=1 alone (no SMS_EXPOSE_CODES)', async () => {
    const t = await startTestApp('pglite', { env: { SMS_EXPOSE_CODES: '0', PAY_SANDBOX_ENDPOINT: '1' } });
    try {
      const token = ok(await call(t.app, member.login, { iid: IID, mobile: DEMO_MEMBER.mobile, password: DEMO_MEMBER.password })).token;
      const orderId = (await gateway(t.app, order.create, { iid: IID, num: 1, orderType: VIP_ORDER_TYPE, keys: '1', token })).result?.orderId ?? '';
      ok(await call(t.app, order.wechatPay, { iid: IID, orderId, openId: 'o-demo', token }));
      const reply = await t.app.inject({ method: 'POST', url: '/api/dev/pay/sandbox/member', payload: { iid: IID, token, orderId } });
      expect(reply.json()).toMatchObject({ code: 0, t: { code: 'SUCCESS', message: 'paid' } });
      expect(ok(await call(t.app, order.detail, { iid: IID, token, orderId })).status).toBe(11);
    } finally {
      await t.close();
    }
  }, 60_000);
});
