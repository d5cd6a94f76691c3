import { createCipheriv, randomBytes } from 'node:crypto';
import { startFakeServer, type FakeServer } from './fake-server';

export const APP_ID = 'wx1234567890abcdef';
export const SECRET = '0123456789abcdef0123456789abcdef';
/** The mini-program of the fake jscode2session, and the session key it gives every code of MINI_OPENID. */
export const MINI_APP_ID = 'wx0fedcba987654321';
export const MINI_SECRET = 'fedcba9876543210fedcba9876543210';
export const MINI_OPENID = 'o-mini-contract';
/** The jsapi_ticket the fake WeChat issues (cgi-bin/ticket/getticket) for the access token of APP_ID/SECRET. */
export const JSAPI_TICKET = 'sM4AOVdWfPE4DxkXGEs8VMCPGGVi4C3VM0P37wVUCFvkVAy_90u5h9nbSlYy3-Sl-HhTdfl2fzFy1AOcHKP7qg';
export const MINI_SESSION_KEY = Buffer.from('0123456789abcdef').toString('base64');

/** Encrypts as WeChat does for a mini-program's user data (wx.getWeRunData): AES-128-CBC, PKCS#7, the session key and a fresh iv, base64. */
export function encryptWechatData(sessionKey: string, data: unknown): { encryptedData: string; iv: string } {
  const iv = randomBytes(16);
  const cipher = createCipheriv('aes-128-cbc', Buffer.from(sessionKey, 'base64'), iv);
  return { encryptedData: Buffer.concat([cipher.update(JSON.stringify(data), 'utf8'), cipher.final()]).toString('base64'), iv: iv.toString('base64') };
}

/** WeChat's OAuth API and the mini-program's jscode2session as the docs describe them: one code per user, single use. */
export function fakeWechat(): Promise<FakeServer> {
  const used = new Set<string>();
  return startFakeServer(({ url }) => {
    const u = new URL(url, 'http://wechat');
    const q = Object.fromEntries(u.searchParams);
    const json = (body: unknown) => ({ body: JSON.stringify(body), headers: { 'content-type': 'text/plain' } });
    if (u.pathname === '/sns/oauth2/access_token') {
      if (q.appid !== APP_ID || q.secret !== SECRET || q.grant_type !== 'authorization_code') return json({ errcode: 40125, errmsg: 'invalid appsecret' });
      if (!q.code || used.has(q.code)) return json({ errcode: 40163, errmsg: 'code been used' });
      used.add(q.code);
      if (q.code === 'code-userinfo') return json({ access_token: 'AT-1', expires_in: 7200, refresh_token: 'RT', openid: 'o-userinfo', scope: 'snsapi_userinfo', unionid: 'u-bound' });
      if (q.code === 'code-base') return json({ access_token: 'AT-2', expires_in: 7200, refresh_token: 'RT', openid: 'o-base', scope: 'snsapi_base' });
      if (q.code === 'code-unbound') return json({ access_token: 'AT-3', expires_in: 7200, refresh_token: 'RT', openid: 'o-unbound', scope: 'snsapi_userinfo' });
      return json({ errcode: 40029, errmsg: 'invalid code' });
    }
    if (u.pathname === '/cgi-bin/token') {
      if (q.appid !== APP_ID || q.secret !== SECRET || q.grant_type !== 'client_credential') return json({ errcode: 40125, errmsg: 'invalid appsecret' });
      return json({ access_token: 'ACCESS-TOKEN-1', expires_in: 7200 });
    }
    if (u.pathname === '/cgi-bin/ticket/getticket') {
      if (q.access_token !== 'ACCESS-TOKEN-1' || q.type !== 'jsapi') return json({ errcode: 40001, errmsg: 'invalid credential' });
      return json({ errcode: 0, errmsg: 'ok', ticket: JSAPI_TICKET, expires_in: 7200 });
    }
    if (u.pathname === '/sns/jscode2session') {
      if (q.appid !== MINI_APP_ID || q.secret !== MINI_SECRET || q.grant_type !== 'authorization_code') return json({ errcode: 40125, errmsg: 'invalid appsecret' });
      if (!q.js_code?.startsWith('code-mini-') || used.has(q.js_code)) return json({ errcode: 40029, errmsg: 'invalid code' });
      used.add(q.js_code);
      return json({ openid: MINI_OPENID, session_key: MINI_SESSION_KEY });
    }
    if (u.pathname === '/sns/userinfo') {
      if (q.access_token === 'AT-1' && q.openid === 'o-userinfo') {
        return json({ openid: 'o-userinfo', nickname: '同心用户', sex: 0, province: '', city: '', country: '', headimgurl: 'https://thirdwx.qlogo.cn/mmopen/abc/132', privilege: [], unionid: 'u-bound' });
      }
      if (q.access_token === 'AT-3' && q.openid === 'o-unbound') return json({ openid: 'o-unbound', nickname: '无名', headimgurl: '', privilege: [] });
      return json({ errcode: 40001, errmsg: 'invalid credential' });
    }
    return { status: 404, body: '{}' };
  });
}
