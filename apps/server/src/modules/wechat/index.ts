import { wechat } from '@tongxin/api-client/catalogue';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { refuse } from '../../http/reply-error';
import { defineModule, implement } from '../../platform/module';
import { findTenant } from '../../platform/tenants';
import { signPage, WechatJsapiError } from '../../providers/wechat-jsapi';
import { EmulatedWechatMiniProvider } from '../../providers/wechat-mini';
import { EMULATED_AUTHORIZE_PATH, EMULATED_USER_COOKIE, EmulatedWechatOAuthProvider, WechatOAuthError } from '../../providers/wechat-oauth';

/** Exchanges per client address and minute: each one is a call to WeChat with our secret. */
export const EXCHANGES_PER_MINUTE = 30;

const errors = wechat.getUserInfo.errors;

/**
 * The WeChat service calls (spec §7 /wxservice2/*) served here: getUserInfo exchanges the
 * single-use OAuth code with WeChat through the WECHAT_PROVIDER (sns/oauth2/access_token, then
 * sns/userinfo when the scope is snsapi_userinfo) for the official account of WECHAT_APP_ID.
 * A page that signs its visitor in uses member.wechatSignIn instead: the same exchange, with the
 * member's session.
 */
const getUserInfo = implement(wechat.getUserInfo, async ({ iid, code }, { services: s, request }) => {
  const provider = s.wechat;
  if (!provider) throw refuse(errors.notConfigured);
  if (!s.limiter.hit(`wechat:oauth:${request.ip}`, EXCHANGES_PER_MINUTE, 60_000)) throw refuse(errors.tooMany);
  if (!(await findTenant(s.db, iid))) throw refuse(errors.unknownTenant);
  if (!code.trim()) throw refuse(errors.codeInvalid);
  try {
    return await provider.exchange(code.trim(), (message, detail) => request.log.warn(detail ?? {}, message));
  } catch (error) {
    if (!(error instanceof WechatOAuthError)) throw error;
    if (error.reason === 'code') throw refuse(errors.codeInvalid);
    throw refuse(errors.unavailable, error.message === 'refused' ? '微信授权失败，请稍后再试' : errors.unavailable.msg);
  }
});

/** Signatures per client address and minute (each page view in WeChat asks for one). */
export const SIGNATURES_PER_MINUTE = 60;

/**
 * The JS-SDK's signature of a page (spec §7 /wxservice2/ticket) with the official account's
 * jsapi_ticket, so the page can set its share card with wx.config. The URL must be an http(s) URL;
 * its hash is dropped (WeChat signs without it).
 */
const ticket = implement(wechat.ticket, async ({ iid, url }, { services: s, request }) => {
  const E = wechat.ticket.errors;
  const provider = s.wechatJsapi;
  if (!provider) throw refuse(E.notConfigured);
  if (!s.limiter.hit(`wechat:ticket:${request.ip}`, SIGNATURES_PER_MINUTE, 60_000)) throw refuse(E.tooMany);
  let page: URL;
  try {
    page = new URL(url);
  } catch {
    throw refuse(E.badUrl);
  }
  if (page.protocol !== 'http:' && page.protocol !== 'https:') throw refuse(E.badUrl);
  if (!(await findTenant(s.db, iid))) throw refuse(errors.unknownTenant);
  const hash = url.indexOf('#');
  try {
    return await signPage(provider, hash < 0 ? url : url.slice(0, hash), s.now());
  } catch (error) {
    if (!(error instanceof WechatJsapiError)) throw error;
    request.log.warn({ err: error }, 'no jsapi_ticket from WeChat');
    throw refuse(E.unavailable);
  }
});

/** The page's WeChat sign-in settings: the account and where to authorise, or null when none is configured. */
const oauthConfig = implement(wechat.oauthConfig, async ({ iid }, { services: s }) => {
  if (!s.wechat || !(await findTenant(s.db, iid))) return null;
  return { appId: s.wechat.appId, authorizeUrl: s.wechat.authorizeUrl };
});

const authorizeQuery = z.object({
  appid: z.string(),
  redirect_uri: z.string().min(1).max(2000),
  response_type: z.literal('code'),
  scope: z.enum(['snsapi_base', 'snsapi_userinfo']),
  state: z.string().max(128).default(''),
});

/**
 * WECHAT_PROVIDER=emulated (tests and demos only): the authorise page WeChat shows, played at
 * once for the browser's emulated WeChat user (a cookie: one browser is one WeChat user, as one
 * phone is). It sends the visitor back to `redirect_uri` with a single-use code and the state, as
 * WeChat does; `redirect_uri` must be on this server's own origin (no open redirect).
 */
function registerEmulatedAuthorize(app: FastifyInstance, provider: EmulatedWechatOAuthProvider) {
  app.get(EMULATED_AUTHORIZE_PATH, async (request, reply) => {
    const query = authorizeQuery.safeParse(request.query);
    if (!query.success || query.data.appid !== provider.appId) return reply.code(400).send({ code: 400, msg: '授权参数错误' });
    let back: URL;
    try {
      back = new URL(query.data.redirect_uri);
    } catch {
      return reply.code(400).send({ code: 400, msg: '授权参数错误' });
    }
    const own = new URL(`${request.protocol}://${request.host}`);
    if (back.host !== own.host || (back.protocol !== 'http:' && back.protocol !== 'https:')) return reply.code(400).send({ code: 400, msg: 'redirect_uri 不在本站' });
    const cookie = /(?:^|;\s*)tx_emulated_wechat_user=([0-9a-f]{24})(?:;|$)/.exec(request.headers.cookie ?? '')?.[1];
    const user = cookie ?? EmulatedWechatOAuthProvider.newUserId();
    back.searchParams.set('code', provider.authorize(user, query.data.scope));
    back.searchParams.set('state', query.data.state);
    return reply
      .header('set-cookie', `${EMULATED_USER_COOKIE}=${user}; Path=${EMULATED_AUTHORIZE_PATH}; Max-Age=31536000; HttpOnly; SameSite=Lax`)
      .header('cache-control', 'no-store')
      .redirect(back.toString(), 302);
  });
}

/** The emulated wx.login's path (WECHAT_PROVIDER=emulated). */
export const EMULATED_MINI_LOGIN_PATH = '/api/dev/wechat/mini/login';
const miniLoginBody = z.object({ openid: z.string().regex(/^[\w-]{6,64}$/) });

/**
 * WECHAT_PROVIDER=emulated (tests and demos only): wx.login of the emulated mini-program for the
 * WeChat user `openid`: a single-use code for sport.werunReport, and the session key WeChat
 * would encrypt that user's WeChat Run data with (a test or demo encrypts with it as WeChat does).
 */
function registerEmulatedMiniLogin(app: FastifyInstance, provider: EmulatedWechatMiniProvider) {
  app.post(EMULATED_MINI_LOGIN_PATH, async (request, reply) => {
    const body = miniLoginBody.safeParse(request.body);
    if (!body.success) return reply.code(400).send({ code: 400, msg: 'openid 不正确' });
    return reply.header('cache-control', 'no-store').send({ code: 0, t: { ...provider.login(body.data.openid), appId: provider.appId } });
  });
}

/** WeChat's OAuth (spec §7 /wxservice2/getUserInfo) and the page's settings for it; the account is WECHAT_APP_ID's. */
export default defineModule({
  name: 'wechat',
  calls: [getUserInfo, oauthConfig, ticket],
  routes: ({ app, services }) => {
    if (services.wechat instanceof EmulatedWechatOAuthProvider) registerEmulatedAuthorize(app, services.wechat);
    if (services.wechatMini instanceof EmulatedWechatMiniProvider) registerEmulatedMiniLogin(app, services.wechatMini);
  },
});
