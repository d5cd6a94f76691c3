import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { wechat } from '@tongxin/api-client';
import { injectApiClient } from '../../testing/client';
import type { FakeServer } from '../../testing/fake-server';
import { startTestApp, type TestApp } from '../../testing/harness';
import { createHash } from 'node:crypto';
import { APP_ID, fakeWechat, JSAPI_TICKET, SECRET } from '../../testing/wechat';

describe('wxservice2.getUserInfo: the WeChat OAuth code exchange', () => {
  let weChatApi: FakeServer;
  let t: TestApp;

  beforeAll(async () => {
    weChatApi = await fakeWechat();
    t = await startTestApp('pglite', { env: { WECHAT_APP_ID: APP_ID, WECHAT_APP_SECRET: SECRET, WECHAT_API_BASE: weChatApi.url } });
  });
  afterAll(async () => {
    await t?.close();
    await weChatApi?.close();
  });

  const exchange = (code: string, iid = 1000) => injectApiClient(t.app).call(wechat.getUserInfo, { iid, code });

  it('answers openid, unionid, nickname and headimgurl for the snsapi_userinfo scope', async () => {
    expect(await exchange('code-userinfo')).toEqual({ openid: 'o-userinfo', unionid: 'u-bound', nickname: '同心用户', headimgurl: 'https://thirdwx.qlogo.cn/mmopen/abc/132' });
    const token = new URL(weChatApi.requests.find((r) => r.url.startsWith('/sns/oauth2/access_token'))?.url ?? '', 'http://x');
    expect(Object.fromEntries(token.searchParams)).toEqual({ appid: APP_ID, secret: SECRET, code: 'code-userinfo', grant_type: 'authorization_code' });
  });

  it('answers the openid alone for snsapi_base, without asking for the profile', async () => {
    const before = weChatApi.requests.length;
    expect(await exchange('code-base')).toEqual({ openid: 'o-base', unionid: null, nickname: null, headimgurl: null });
    expect(weChatApi.requests.slice(before).map((r) => new URL(r.url, 'http://x').pathname)).toEqual(['/sns/oauth2/access_token']);
  });

  it('gives null unionid for an account not bound to an open platform', async () => {
    expect(await exchange('code-unbound')).toEqual({ openid: 'o-unbound', unionid: null, nickname: '无名', headimgurl: null });
  });

  it('refuses a used or invalid code with 1040, and an unknown tenant', async () => {
    await expect(exchange('code-userinfo')).rejects.toMatchObject({ code: 1040, message: '微信授权已失效，请重新授权' });
    await expect(exchange('nonsense')).rejects.toMatchObject({ code: 1040 });
    await expect(exchange('code-x', 999_999)).rejects.toMatchObject({ code: 404, message: '机构不存在' });
  });

  it('signs a page for the JS-SDK with the account’s jsapi_ticket, asked of WeChat once', async () => {
    const client = injectApiClient(t.app);
    const page = 'https://zs.example.org/app/news/1000/detail/1?from=singlemessage';
    const signed = await client.call(wechat.ticket, { iid: 1000, url: `${page}#comments` });
    expect(signed.appId).toBe(APP_ID);
    expect(Math.abs(signed.timestamp - Date.now() / 1000)).toBeLessThan(600);
    // WeChat's rule: sha1 of jsapi_ticket, noncestr, timestamp and the url without its hash.
    const expected = createHash('sha1').update(`jsapi_ticket=${JSAPI_TICKET}&noncestr=${signed.nonceStr}&timestamp=${signed.timestamp}&url=${page}`).digest('hex');
    expect(signed.signature).toBe(expected);
    const again = await client.call(wechat.ticket, { iid: 1000, url: page });
    expect(again.nonceStr).not.toBe(signed.nonceStr);
    const asked = weChatApi.requests.map((r) => new URL(r.url, 'http://x').pathname).filter((p) => p.startsWith('/cgi-bin/'));
    expect(asked).toEqual(['/cgi-bin/token', '/cgi-bin/ticket/getticket']);
    await expect(client.call(wechat.ticket, { iid: 1000, url: 'javascript:alert(1)' })).rejects.toMatchObject({ code: 400, message: '页面地址不正确' });
    await expect(client.call(wechat.ticket, { iid: 999_999, url: page })).rejects.toMatchObject({ code: 404 });
  });

  it('says when WeChat cannot be reached', async () => {
    await weChatApi.close();
    await expect(exchange('code-late')).rejects.toMatchObject({ code: 1042, message: '微信服务暂时不可用，请稍后再试' });
  });
});

describe('wxservice2.getUserInfo without WECHAT_APP_ID / WECHAT_APP_SECRET', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp('pglite');
  });
  afterAll(async () => {
    await t?.close();
  });

  it('answers a clear error', async () => {
    const reply = await t.app.inject({ url: '/h5/getjsonp?uri=/wxservice2/getUserInfo&iid=1000&code=abc' });
    expect(reply.json()).toEqual({ code: 1041, msg: '微信登录未配置：请设置 WECHAT_APP_ID 和 WECHAT_APP_SECRET' });
    const ticket = await t.app.inject({ url: `/h5/getjsonp?uri=/wxservice2/ticket&iid=1000&url=${encodeURIComponent('https://zs.example.org/app/index/1000')}` });
    expect(ticket.json()).toEqual({ code: 1041, msg: '微信登录未配置：请设置 WECHAT_APP_ID 和 WECHAT_APP_SECRET' });
  });
});
