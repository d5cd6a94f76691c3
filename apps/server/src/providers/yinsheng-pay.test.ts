import { coupon, order } from '@tongxin/api-client';
import { generateKeyPairSync, sign, verify, type KeyObject } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeServer, type FakeServer } from '../testing/fake-server';
import { call, ok, startTestApp, type TestApp } from '../testing/harness';
import { gatewayCall, signUp } from '../testing/member';
import { NOTIFY_PATH, UNION_NOTIFY_PATH, UNION_REFUND_NOTIFY_PATH } from './pay';
import { fenOfYuan, rawMember, signedText, yuanOfFen } from './yinsheng-pay';

/*
 * The new-pay route end to end: a tenant whose checkPartner is true pays through the aggregator
 * (PAY_UNION_PROVIDER=yinsheng), played here by a local fake of its gateway that checks the
 * merchant's signature and signs its replies and notifies with its own key, as the real one does.
 */

const IID = 1000;
const PAID_COUPON = 1006;
const PARTNER = 'tongxin_test';
const APP_ID = 'wx-union-app';
const rsa = () => generateKeyPairSync('rsa', { modulusLength: 2048 });
const merchant = rsa();
const gateway = rsa();
const impostor = rsa();

/** The gateway's digest for sign_type RSA: SHA1withRSA, as its SDKs sign and verify. */
const b64 = (key: KeyObject, text: string) => sign('sha1', Buffer.from(text), key).toString('base64');

/** A notify form as the gateway posts it, signed with `signer` (the gateway's key unless a test forges it). */
function notifyForm(fields: Record<string, string>, signer: KeyObject = gateway.privateKey): string {
  const all = { notify_type: 'directpay.status.sync', notify_time: '2026-11-24 10:00:00', sign_type: 'RSA', partner_id: PARTNER, ...fields };
  return new URLSearchParams({ ...all, sign: b64(signer, signedText(all)) }).toString();
}

/** The gateway: checks each request's merchant signature; answers a signed reply for the method. */
function fakeGateway(): Promise<FakeServer> {
  return startFakeServer((request) => {
    const form = Object.fromEntries(new URLSearchParams(request.body));
    const authentic = verify('sha1', Buffer.from(signedText(form)), merchant.publicKey, Buffer.from(form.sign ?? '', 'base64'));
    const key = `${(form.method ?? '').replaceAll('.', '_')}_response`;
    const biz = JSON.parse(form.biz_content ?? '{}') as Record<string, string>;
    let answer: Record<string, unknown>;
    if (!authentic || form.partner_id !== PARTNER) answer = { code: '40004', msg: 'Business Failed', sub_code: 'INVALID_SIGN', sub_msg: '签名验证失败' };
    else if (form.method === 'ysepay.online.weixin.pay') {
      const info = { appId: biz.appid, timeStamp: '1732442400', nonceStr: 'n0nce', package: `prepay_id=wx_ys_${biz.out_trade_no}`, signType: 'RSA', paySign: 'c2lnbmVk' };
      answer = { code: '10000', msg: 'Success', out_trade_no: biz.out_trade_no, trade_no: `0124${biz.out_trade_no}`, jsapi_pay_info: JSON.stringify(info) };
    } else if (form.method === 'ysepay.online.trade.refund')
      answer = { code: '10000', msg: 'Success', out_trade_no: biz.out_trade_no, trade_no: `0124${biz.out_trade_no}`, out_request_no: biz.out_request_no, refund_amount: biz.refund_amount, account_date: '20261124', refundsn: 'RS0001' };
    else answer = { code: '40004', msg: 'Business Failed', sub_code: 'UNKNOWN_METHOD', sub_msg: '未知接口' };
    const raw = JSON.stringify(answer);
    return { body: `{"${key}":${raw},"sign":"${b64(gateway.privateKey, raw)}"}` };
  });
}

describe('the aggregator pay route (yinsheng)', () => {
  it('turns amounts between fen and yuan exactly and reads a signed member raw', () => {
    expect(yuanOfFen(990)).toBe('9.90');
    expect(yuanOfFen(5)).toBe('0.05');
    expect(fenOfYuan('9.9')).toBe(990);
    expect(fenOfYuan('12')).toBe(1200);
    expect(fenOfYuan('1.234')).toBeNull();
    expect(fenOfYuan('-1.00')).toBeNull();
    expect(signedText({ b: '2', a: '1', sign: 'x', c: '' })).toBe('a=1&b=2');
    expect(rawMember('{"x_response": {"a":"}{\\"","b":{"c":1}} ,"sign":"s"}', 'x_response')).toBe('{"a":"}{\\"","b":{"c":1}}');
  });

  describe('on a tenant whose checkPartner is true', () => {
    let t: TestApp;
    let server: FakeServer;
    let dir: string;

    beforeAll(async () => {
      server = await fakeGateway();
      dir = mkdtempSync(join(tmpdir(), 'tongxin-ysepay-'));
      writeFileSync(join(dir, 'merchant.pem'), merchant.privateKey.export({ type: 'pkcs8', format: 'pem' }));
      writeFileSync(join(dir, 'gateway.pem'), gateway.publicKey.export({ type: 'spki', format: 'pem' }));
      t = await startTestApp('pglite', {
        env: {
          PAY_UNION_PROVIDER: 'yinsheng',
          PAY_APP_ID: APP_ID,
          PUBLIC_BASE_URL: 'https://zs.tongxin.local',
          YINSHENG_PARTNER_ID: PARTNER,
          YINSHENG_BUSINESS_CODE: '01000010',
          YINSHENG_PRIVATE_KEY_PATH: join(dir, 'merchant.pem'),
          YINSHENG_PUBLIC_KEY_PATH: join(dir, 'gateway.pem'),
          YINSHENG_API_BASE: `${server.url}/gateway.do`,
        },
      });
    }, 180_000);
    afterAll(async () => {
      await t?.close();
      await server?.close();
      if (dir) rmSync(dir, { recursive: true, force: true });
    });

    it('prepays through the aggregator, refuses a forged notify, pays once from the genuine one and refunds through it', async () => {
      expect(ok(await gatewayCall(t.app, order.checkPartner, { iid: IID }))).toBe(false);
      // The organisation switches to the new-pay route through the admin API.
      const settings = await t.app.inject({ method: 'POST', url: '/api/admin/order/pay-settings', payload: { iid: IID, newPay: true }, headers: { authorization: `Bearer ${t.operatorToken}` } });
      expect(settings.json()).toEqual({ code: 0, t: { newPay: true, holdSeconds: null } });
      expect(ok(await gatewayCall(t.app, order.checkPartner, { iid: IID }))).toBe(true);

      const { token } = await signUp(t.app, IID, '13611150001');
      const created = await gatewayCall(t.app, order.create, { iid: IID, orderType: order.BUSINESS_TYPE.coupon, num: 1, keys: String(PAID_COUPON), token });
      const orderId = created.result?.orderId ?? '';
      expect(created.result?.payPrice).toBe(990);

      const params = ok(await call(t.app, order.unionPay, { iid: IID, orderId, openId: 'o-union-payer', token }));
      const sent = Object.fromEntries(new URLSearchParams(server.requests.at(-1)?.body ?? ''));
      const biz = JSON.parse(sent.biz_content ?? '{}') as Record<string, string>;
      expect(sent).toMatchObject({ method: 'ysepay.online.weixin.pay', partner_id: PARTNER, version: '3.0', notify_url: `https://zs.tongxin.local${UNION_NOTIFY_PATH}` });
      expect(biz).toMatchObject({ total_amount: '9.90', sub_openid: 'o-union-payer', appid: APP_ID, seller_id: PARTNER });
      expect(params).toMatchObject({ appId: APP_ID, package: `prepay_id=wx_ys_${biz.out_trade_no}` });
      const tradeNo = biz.out_trade_no ?? '';

      const post = (payload: string, url = UNION_NOTIFY_PATH) => t.app.inject({ method: 'POST', url, payload, headers: { 'content-type': 'application/x-www-form-urlencoded' } });
      const status = async () => ok(await call(t.app, order.detail, { iid: IID, token, orderId })).status;
      const paidFields = { out_trade_no: tradeNo, trade_no: '01242026112400001', trade_status: 'TRADE_SUCCESS', total_amount: '9.90' };

      // Forged: another key; a genuine notify with its amount changed; another merchant's; not paid; on the WeChat route.
      const forged = await post(notifyForm(paidFields, impostor.privateKey));
      expect(forged.statusCode).toBe(401);
      expect(forged.body).toBe('fail');
      expect((await post(notifyForm(paidFields).replace('total_amount=9.90', 'total_amount=0.01'))).statusCode).toBe(401);
      expect((await post(notifyForm({ ...paidFields, partner_id: 'someone_else' }))).statusCode).toBe(401);
      expect((await post(notifyForm({ ...paidFields, trade_status: 'WAIT_BUYER_PAY' }))).statusCode).toBe(401);
      expect((await t.app.inject({ method: 'POST', url: NOTIFY_PATH, payload: notifyForm(paidFields), headers: { 'content-type': 'application/x-www-form-urlencoded' } })).statusCode).toBe(400);
      // Well signed but for less than the order: refused, nothing recorded.
      expect((await post(notifyForm({ ...paidFields, total_amount: '0.01' }))).statusCode).toBe(400);
      expect(await status()).toBe(order.ORDER_STATUS.waitingPayment);
      expect(ok(await call(t.app, coupon.sale, { iid: IID, token, couponId: PAID_COUPON })).state).toBe(coupon.COUPON_SALE_STATE.waiting);

      const genuine = await post(notifyForm(paidFields));
      expect(genuine.statusCode).toBe(200);
      expect(genuine.body).toBe('success');
      expect(order.isPaidStatus(await status())).toBe(true);
      // The gateway retries until it hears success: the retry changes nothing.
      expect((await post(notifyForm(paidFields))).body).toBe('success');
      const held = ok(await call(t.app, coupon.list, { iid: IID, token, status: coupon.COUPON_STATUS.usable })).list;
      expect(held.filter((c) => c.couponId === PAID_COUPON)).toHaveLength(1);

      // The refund goes back through the aggregator; its verified answer (code 10000, the amount asked) is the refund done.
      ok(await call(t.app, order.refund, { iid: IID, token, orderId, reason: '不想要了', amountFen: 990 }));
      expect(ok(await call(t.app, order.detail, { iid: IID, token, orderId })).refundState).toBe(order.REFUND_STATE.refunded);
      const asked = Object.fromEntries(new URLSearchParams(server.requests.at(-1)?.body ?? ''));
      const refundBiz = JSON.parse(asked.biz_content ?? '{}') as Record<string, string>;
      expect(asked.method).toBe('ysepay.online.trade.refund');
      expect(refundBiz).toMatchObject({ out_trade_no: tradeNo, refund_amount: '9.90' });
      const refundFields = { out_trade_no: tradeNo, out_request_no: refundBiz.out_request_no ?? '', refund_amount: '9.90', refund_state: 'REFUND_SUCCESS' };
      expect((await post(notifyForm(refundFields, impostor.privateKey), UNION_REFUND_NOTIFY_PATH)).statusCode).toBe(401);
      // A refund notify the gateway sends as well is acknowledged and changes nothing more.
      const refunded = await post(notifyForm(refundFields), UNION_REFUND_NOTIFY_PATH);
      expect(refunded.body).toBe('success');
      expect(ok(await call(t.app, order.detail, { iid: IID, token, orderId })).refundState).toBe(order.REFUND_STATE.refunded);
    });
  });
});
