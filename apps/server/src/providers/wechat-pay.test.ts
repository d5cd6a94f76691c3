import { createCipheriv, createPrivateKey, createPublicKey, generateKeyPairSync, randomBytes, sign, verify, type KeyObject } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { order, university, vip } from '@tongxin/api-client';
import { loadConfig, type WechatPayConfig } from '../config';
import { startFakeServer, type FakeServer } from '../testing/fake-server';
import { call, ok, startTestApp, type TestApp } from '../testing/harness';
import { gatewayCall, signUp } from '../testing/member';
import { PayProviderError } from './pay';
import { WechatPayProvider } from './wechat-pay';

const VIP_ORDER_TYPE = order.BUSINESS_TYPE.vip;

const MCH_ID = '1900000109';
const SERIAL = '5157F09EFDC096DE15EBE81A47057A7232F1B8E1';
const PLATFORM_SERIAL = 'PUB_KEY_ID_0119000001092024000000000000';
const APP_ID = 'wxd678efh567hg6787';
const APIV3_KEY = 'a1b2c3d4e5f6a7b8c9d0e1f2a3b4c5d6';
const NOTIFY_URL = 'https://zs.tongxin.local/api/pay/notify';

const rsa = () => generateKeyPairSync('rsa', { modulusLength: 2048 });
const merchant = rsa();
const impostor = rsa();
/**
 * WeChat Pay's platform key pair. The server reads the public half from a platform certificate
 * (the fixture, as merchants on platform certificates configure it) or from a public key file
 * (WeChat Pay public key mode): both are tested below.
 */
const FIXTURES = join(import.meta.dirname, '..', 'testing', 'fixtures');
const platform = { privateKey: createPrivateKey(readFileSync(join(FIXTURES, 'wechatpay-platform-key.pem'))) };
const platformCertPath = join(FIXTURES, 'wechatpay-platform-cert.pem');

const createPublicKeyPem = (key: KeyObject) => createPublicKey(key).export({ type: 'spki', format: 'pem' });

const b64sign = (key: KeyObject, text: string) => sign('sha256', Buffer.from(text), key).toString('base64');

/** Headers WeChat Pay puts on a reply or notify: the body signed with a platform key. */
function platformHeaders(body: string, key: KeyObject = platform.privateKey, timestamp = Math.floor(Date.now() / 1000)) {
  const nonce = randomBytes(16).toString('hex');
  return {
    'wechatpay-timestamp': String(timestamp),
    'wechatpay-nonce': nonce,
    'wechatpay-signature': b64sign(key, `${timestamp}\n${nonce}\n${body}\n`),
    'wechatpay-serial': PLATFORM_SERIAL,
  };
}

/** The fields of a WECHATPAY2-SHA256-RSA2048 Authorization header. */
function parseAuthorization(header: string): Record<string, string> {
  expect(header.startsWith('WECHATPAY2-SHA256-RSA2048 ')).toBe(true);
  return Object.fromEntries([...header.matchAll(/(\w+)="([^"]*)"/g)].map((m) => [m[1], m[2]]));
}

/**
 * WeChat Pay's JSAPI prepay endpoint as its documentation describes it: checks the merchant's
 * request signature with the merchant certificate's public key, answers a prepay_id signed with
 * the platform key. `mode` lets a test make it forge its reply or say the order is paid.
 */
function fakeWechatPay(state: { mode: 'ok' | 'forged-reply' | 'paid' }): Promise<FakeServer> {
  return startFakeServer(({ method, url, headers, body }) => {
    const reply = (status: number, payload: unknown, key: KeyObject = platform.privateKey) => {
      const text = JSON.stringify(payload);
      return { status, body: text, headers: platformHeaders(text, key) };
    };
    if (method !== 'POST' || url !== '/v3/pay/transactions/jsapi') return reply(404, { code: 'NOT_FOUND', message: 'no such API' });
    const auth = parseAuthorization(String(headers.authorization ?? ''));
    const message = `${method}\n${url}\n${auth.timestamp}\n${auth.nonce_str}\n${body}\n`;
    const signed = verify('sha256', Buffer.from(message), merchant.publicKey, Buffer.from(auth.signature ?? '', 'base64'));
    if (!signed || auth.mchid !== MCH_ID || auth.serial_no !== SERIAL) return reply(401, { code: 'SIGN_ERROR', message: '签名错误' });
    if (state.mode === 'paid') return reply(400, { code: 'ORDERPAID', message: '该订单已支付' });
    return reply(200, { prepay_id: 'wx201410272009395522657a690389285100' }, state.mode === 'forged-reply' ? impostor.privateKey : platform.privateKey);
  });
}

/** A TRANSACTION.SUCCESS notify as WeChat Pay sends it: the transaction encrypted with the APIv3 key. */
function notify(
  transaction: Record<string, unknown>,
  { apiV3Key = APIV3_KEY, signer = platform.privateKey, timestamp = Math.floor(Date.now() / 1000) }: { apiV3Key?: string; signer?: KeyObject; timestamp?: number } = {},
) {
  const nonce = randomBytes(6).toString('hex');
  const cipher = createCipheriv('aes-256-gcm', Buffer.from(apiV3Key), Buffer.from(nonce));
  cipher.setAAD(Buffer.from('transaction'));
  const ciphertext = Buffer.concat([cipher.update(JSON.stringify(transaction), 'utf8'), cipher.final(), cipher.getAuthTag()]).toString('base64');
  const body = JSON.stringify({
    id: `EV-${randomBytes(4).toString('hex')}`,
    create_time: new Date().toISOString(),
    resource_type: 'encrypt-resource',
    event_type: 'TRANSACTION.SUCCESS',
    summary: '支付成功',
    resource: { original_type: 'transaction', algorithm: 'AEAD_AES_256_GCM', ciphertext, associated_data: 'transaction', nonce },
  });
  return { body, headers: { 'content-type': 'application/json', ...platformHeaders(body, signer, timestamp) } };
}

const transactionOf = (tradeNo: string, total: number, over: Record<string, unknown> = {}) => ({
  appid: APP_ID,
  mchid: MCH_ID,
  out_trade_no: tradeNo,
  transaction_id: `4200000${randomBytes(8).toString('hex')}`,
  trade_type: 'JSAPI',
  trade_state: 'SUCCESS',
  trade_state_desc: '支付成功',
  success_time: new Date().toISOString(),
  payer: { openid: 'oUpF8uMuAJO_M2pxb1Q9zNjWeS6o' },
  amount: { total, payer_total: total, currency: 'CNY', payer_currency: 'CNY' },
  ...over,
});

let dir: string;
let env: Record<string, string>;

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'tongxin-wxpay-'));
  writeFileSync(join(dir, 'apiclient_key.pem'), merchant.privateKey.export({ type: 'pkcs8', format: 'pem' }));
  // Public key mode: the platform's public key on its own (derived from the same key pair).
  const publicPem = createPublicKeyPem(platform.privateKey);
  writeFileSync(join(dir, 'pub_key.pem'), publicPem);
  env = {
    PAY_PROVIDER: 'wechat',
    PAY_APP_ID: APP_ID,
    WECHAT_PAY_MCH_ID: MCH_ID,
    WECHAT_PAY_SERIAL_NO: SERIAL,
    WECHAT_PAY_PRIVATE_KEY_PATH: join(dir, 'apiclient_key.pem'),
    WECHAT_PAY_APIV3_KEY: APIV3_KEY,
    WECHAT_PAY_PLATFORM_KEY_PATH: join(dir, 'pub_key.pem'),
    WECHAT_PAY_PLATFORM_SERIAL: PLATFORM_SERIAL,
    WECHAT_PAY_NOTIFY_URL: NOTIFY_URL,
  };
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('WechatPayProvider against a local WeChat Pay', () => {
  const state: { mode: 'ok' | 'forged-reply' | 'paid' } = { mode: 'ok' };
  let server: FakeServer;
  let provider: WechatPayProvider;
  let cfg: WechatPayConfig;

  beforeAll(async () => {
    server = await fakeWechatPay(state);
    const config = loadConfig({ ...env, WECHAT_PAY_API_BASE: server.url });
    if (!config.wechatPay) throw new Error('wechat pay not configured');
    cfg = config.wechatPay;
    provider = new WechatPayProvider(cfg);
  });
  afterAll(async () => {
    await server?.close();
  });

  it('prepays with a signed JSAPI request and returns bridge parameters signed with the merchant key', async () => {
    state.mode = 'ok';
    const { prepayId, params } = await provider.prepay({ tradeNo: 'T0001abcdef', amountFen: 5000, title: '同心大学2026年硕士研究生招生报名 报名费', openId: 'o-payer' });
    expect(prepayId).toBe('wx201410272009395522657a690389285100');
    const sent = JSON.parse(server.requests.at(-1)?.body ?? '{}') as Record<string, unknown>;
    expect(sent).toEqual({
      appid: APP_ID,
      mchid: MCH_ID,
      description: '同心大学2026年硕士研究生招生报名 报名费',
      out_trade_no: 'T0001abcdef',
      notify_url: NOTIFY_URL,
      amount: { total: 5000, currency: 'CNY' },
      payer: { openid: 'o-payer' },
    });
    expect(params).toMatchObject({ appId: APP_ID, package: `prepay_id=${prepayId}`, signType: 'RSA' });
    expect(params.timeStamp).toMatch(/^\d{10}$/);
    const message = `${params.appId}\n${params.timeStamp}\n${params.nonceStr}\n${params.package}\n`;
    expect(verify('sha256', Buffer.from(message), merchant.publicKey, Buffer.from(params.paySign, 'base64'))).toBe(true);
  });

  it('refuses a reply not signed by the platform key, and reports a paid order', async () => {
    state.mode = 'forged-reply';
    await expect(provider.prepay({ tradeNo: 'T2', amountFen: 1, title: 'x', openId: 'o' })).rejects.toThrow(new PayProviderError('微信支付应答签名无效'));
    state.mode = 'paid';
    await expect(provider.prepay({ tradeNo: 'T3', amountFen: 1, title: 'x', openId: 'o' })).rejects.toMatchObject({ alreadyPaid: true });
    state.mode = 'ok';
  });

  it('a request signed with another merchant key is refused by WeChat Pay (the fake checks it)', async () => {
    const other = new WechatPayProvider({ ...cfg, privateKey: impostor.privateKey });
    await expect(other.prepay({ tradeNo: 'T4', amountFen: 1, title: 'x', openId: 'o' })).rejects.toThrow('微信支付下单失败：签名错误');
  });

  it('accepts an authentic notify and refuses forged, stale, undecryptable and foreign ones', () => {
    const check = (n: { body: string; headers: Record<string, string> }) => provider.verifyNotify(JSON.parse(n.body), { headers: n.headers, rawBody: n.body });
    const tx = transactionOf('T0001abcdef', 5000);
    expect(check(notify(tx))).toEqual({ tradeNo: 'T0001abcdef', transactionId: tx.transaction_id, amountFen: 5000 });
    expect(check(notify(tx, { signer: impostor.privateKey }))).toBeNull();
    expect(check(notify(tx, { timestamp: Math.floor(Date.now() / 1000) - 600 }))).toBeNull();
    expect(check(notify(tx, { apiV3Key: 'z'.repeat(32) }))).toBeNull();
    expect(check(notify(transactionOf('T0001abcdef', 5000, { mchid: '1900000999' })))).toBeNull();
    expect(check(notify(transactionOf('T0001abcdef', 5000, { trade_state: 'NOTPAY' })))).toBeNull();
    const tampered = notify(tx);
    expect(check({ ...tampered, body: tampered.body.replace('支付成功', '支付成功 ') })).toBeNull();
    // WeChat's signature probe must fail verification.
    expect(check({ ...tampered, headers: { ...tampered.headers, 'wechatpay-signature': 'WECHATPAY/SIGNTEST/abc' } })).toBeNull();
    expect(provider.verifyNotify(JSON.parse(tampered.body))).toBeNull();
  });
});

describe('PAY_PROVIDER=wechat in the app', () => {
  const state: { mode: 'ok' | 'forged-reply' | 'paid' } = { mode: 'ok' };
  let server: FakeServer;
  let t: TestApp;

  beforeAll(async () => {
    server = await fakeWechatPay(state);
    // Platform certificate mode.
    t = await startTestApp('pglite', { env: { ...env, WECHAT_PAY_PLATFORM_KEY_PATH: platformCertPath, WECHAT_PAY_API_BASE: server.url } });
  });
  afterAll(async () => {
    await t?.close();
    await server?.close();
  });

  it('pays an approved registration only through an authentic notify', async () => {
    const mobile = '13600136000';
    ok(await call(t.app, university.sendPhoneCode, { mobile }));
    const code = (await t.app.inject({ url: `/api/dev/sms/last?mobile=${mobile}` })).json<{ t: string }>().t;
    const who = ok(await call(t.app, university.register, { verifyCode: code, loginName: mobile, password: 'secret123', iid: 3073 }));
    const status = async () => ok(await call(t.app, university.getRegInfo, { rid: who.t1, token: who.t2, id: 3 })).status;
    expect(await status()).toBe(0);
    // Reviewed and approved (the review itself is covered by the university suite).
    await t.database.db.execute(`update applications set status = 2 where rid = ${who.t1}`);
    const order = ok(await call(t.app, university.createOrder, { iid: 3073, orderType: 28, userId: who.t1, token: who.t2, keys: 3, num: 1 }));
    const params = ok(await call(t.app, university.payOrder, { iid: 3073, rid: who.t1, token: who.t2, gid: order.gid, openId: 'o-payer' }));
    expect(params).toMatchObject({ appId: APP_ID, signType: 'RSA', package: 'prepay_id=wx201410272009395522657a690389285100' });
    const sent = JSON.parse(server.requests.at(-1)?.body ?? '{}') as { out_trade_no: string; amount: { total: number } };
    expect(sent.amount.total).toBe(order.amount);

    const post = (n: { body: string; headers: Record<string, string> }) => t.app.inject({ method: 'POST', url: '/api/pay/notify', payload: n.body, headers: n.headers });
    const tx = transactionOf(sent.out_trade_no, order.amount);
    expect((await post(notify(tx, { signer: impostor.privateKey }))).statusCode).toBe(401);
    expect((await post(notify(tx, { apiV3Key: 'y'.repeat(32) }))).statusCode).toBe(401);
    expect(await status()).toBe(2);
    const paid = await post(notify(tx));
    expect(paid.statusCode).toBe(200);
    expect(paid.json()).toEqual({ code: 'SUCCESS', message: 'paid' });
    expect(await status()).toBe(3);
    // WeChat retries a notify until it hears SUCCESS: the retry changes nothing.
    expect((await post(notify(tx))).json()).toEqual({ code: 'SUCCESS', message: 'duplicate' });
    // Paid: asking WeChat again is refused before any request.
    const requests = server.requests.length;
    expect((await call(t.app, university.payOrder, { iid: 3073, rid: who.t1, token: who.t2, gid: order.gid, openId: 'o-payer' })).error?.code).toBe(1020);
    expect(server.requests.length).toBe(requests);
  });

  it('tells the page when WeChat Pay refuses the prepay', async () => {
    const mobile = '13600136001';
    ok(await call(t.app, university.sendPhoneCode, { mobile }));
    const code = (await t.app.inject({ url: `/api/dev/sms/last?mobile=${mobile}` })).json<{ t: string }>().t;
    const who = ok(await call(t.app, university.register, { verifyCode: code, loginName: mobile, password: 'secret123', iid: 3073 }));
    ok(await call(t.app, university.getRegInfo, { rid: who.t1, token: who.t2, id: 3 }));
    await t.database.db.execute(`update applications set status = 2 where rid = ${who.t1}`);
    const order = ok(await call(t.app, university.createOrder, { iid: 3073, orderType: 28, userId: who.t1, token: who.t2, keys: 3, num: 1 }));
    state.mode = 'forged-reply';
    expect((await call(t.app, university.payOrder, { iid: 3073, rid: who.t1, token: who.t2, gid: order.gid, openId: 'o' })).error).toEqual({ code: 1022, msg: '微信支付应答签名无效' });
    state.mode = 'paid';
    expect((await call(t.app, university.payOrder, { iid: 3073, rid: who.t1, token: who.t2, gid: order.gid, openId: 'o' })).error).toEqual({ code: 1020, msg: '订单已支付' });
    state.mode = 'ok';
  });

  it("activates a vip card only through WeChat Pay's authentic notify on the one notify URL, once", async () => {
    const { token } = await signUp(t.app, 1000, '13600136002');
    const created = await gatewayCall(t.app, order.create, { iid: 1000, num: 1, orderType: VIP_ORDER_TYPE, keys: '2', token });
    const orderId = created.result?.orderId ?? '';
    const params = ok(await call(t.app, order.wechatPay, { iid: 1000, orderId, openId: 'o-member', token }));
    expect(params).toMatchObject({ appId: APP_ID, signType: 'RSA', package: 'prepay_id=wx201410272009395522657a690389285100' });
    const sent = JSON.parse(server.requests.at(-1)?.body ?? '{}') as { out_trade_no: string; notify_url: string; amount: { total: number } };
    // The member's order is paid to the same notify URL as the university's: WeChat Pay has one per merchant.
    expect(sent).toMatchObject({ notify_url: NOTIFY_URL, amount: { total: 9900 } });
    const vipOf = async () => ok(await call(t.app, vip.profile, { iid: 1000, token }));
    const orderStatus = async () => ok(await call(t.app, order.detail, { iid: 1000, token, orderId })).status;

    const post = (n: { body: string; headers: Record<string, string> }) => t.app.inject({ method: 'POST', url: '/api/pay/notify', payload: n.body, headers: n.headers });
    const tx = transactionOf(sent.out_trade_no, 9900);
    expect((await post(notify(tx, { signer: impostor.privateKey }))).statusCode).toBe(401);
    expect((await post(notify(transactionOf(sent.out_trade_no, 9900, { appid: 'wx-another-app' })))).statusCode).toBe(401);
    expect((await post(notify(transactionOf(sent.out_trade_no, 1)))).statusCode).toBe(400);
    expect(await orderStatus()).toBe(1);
    expect((await vipOf()).isVip).toBe(false);

    const paid = await post(notify(tx));
    expect(paid.statusCode).toBe(200);
    expect(paid.json()).toEqual({ code: 'SUCCESS', message: 'paid' });
    expect(await orderStatus()).toBe(11);
    const activated = await vipOf();
    expect(activated.isVip).toBe(true);
    expect(activated.cards).toEqual([expect.objectContaining({ cardTitle: '志愿者特权卡·年卡', cardNo: expect.stringMatching(/^TX1000\d{6}$/) as unknown })]);
    // WeChat retries until it hears SUCCESS: the same notify again, and another notify of the
    // same trade, change nothing (the card is not extended twice).
    expect((await post(notify(tx))).json()).toEqual({ code: 'SUCCESS', message: 'duplicate' });
    expect((await post(notify(transactionOf(sent.out_trade_no, 9900)))).json()).toEqual({ code: 'SUCCESS', message: 'duplicate' });
    expect((await vipOf()).cards).toEqual(activated.cards);
    // A trade of nobody's is refused (WeChat retries it; the log warns) and records nothing.
    const stray = await post(notify(transactionOf('M-no-such-trade', 9900)));
    expect(stray.statusCode).toBe(400);
    expect(stray.json()).toEqual({ code: 'FAIL', message: 'unknown trade or amount' });
  });

  it('tells the vip pay page when WeChat Pay refuses the prepay', async () => {
    const { token } = await signUp(t.app, 1000, '13600136003');
    const orderId = (await gatewayCall(t.app, order.create, { iid: 1000, num: 1, orderType: VIP_ORDER_TYPE, keys: '1', token })).result?.orderId ?? '';
    state.mode = 'forged-reply';
    expect((await call(t.app, order.wechatPay, { iid: 1000, orderId, openId: 'o', token })).error).toEqual({ code: 1022, msg: '微信支付应答签名无效' });
    state.mode = 'paid';
    expect((await call(t.app, order.wechatPay, { iid: 1000, orderId, openId: 'o', token })).error).toEqual({ code: 1020, msg: '订单已支付' });
    state.mode = 'ok';
  });
});
