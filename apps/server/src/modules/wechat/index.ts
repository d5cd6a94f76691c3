import { wechat } from '@tongxin/api-client/catalogue';
import { z } from 'zod';
import { refuse } from '../../http/reply-error';
import { defineModule, implement } from '../../platform/module';
import { findTenant } from '../../platform/tenants';

/** Exchanges per client address and minute: each one is a call to WeChat with our secret. */
export const EXCHANGES_PER_MINUTE = 30;
const TIMEOUT_MS = 5_000;

/** WeChat's answer to sns/oauth2/access_token (errors come as { errcode, errmsg }). */
const accessTokenReply = z.object({
  access_token: z.string().min(1),
  openid: z.string().min(1),
  scope: z.string().default(''),
  unionid: z.string().optional(),
  /** 1: a "snapshot" page visit (e.g. from Moments), where no user info is given. */
  is_snapshotuser: z.number().optional(),
});
const userInfoReply = z.object({
  openid: z.string(),
  nickname: z.string().optional(),
  headimgurl: z.string().optional(),
  unionid: z.string().optional(),
});
const errorReply = z.object({ errcode: z.number(), errmsg: z.string().optional() });

/** WeChat's codes for a code that is wrong, used or expired. */
const BAD_CODE = new Set([40029, 40163, 41008, 40030]);

const errors = wechat.getUserInfo.errors;

async function getJson(url: URL): Promise<unknown> {
  let text: string;
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(TIMEOUT_MS) });
    text = await response.text();
  } catch {
    throw refuse(errors.unavailable);
  }
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw refuse(errors.unavailable);
  }
}

/**
 * The WeChat service calls (spec §7 /wxservice2/*) served here: getUserInfo exchanges the
 * single-use OAuth code with WeChat (sns/oauth2/access_token, then sns/userinfo when the scope
 * is snsapi_userinfo) for the official account of WECHAT_APP_ID / WECHAT_APP_SECRET.
 */
const getUserInfo = implement(wechat.getUserInfo, async ({ iid, code }, { services: s, request }) => {
  const account = s.config.wechat;
  if (!account) throw refuse(errors.notConfigured);
  if (!s.limiter.hit(`wechat:oauth:${request.ip}`, EXCHANGES_PER_MINUTE, 60_000)) throw refuse(errors.tooMany);
  if (!(await findTenant(s.db, iid))) throw refuse(errors.unknownTenant);
  if (!code.trim()) throw refuse(errors.codeInvalid);

  const tokenUrl = new URL(`${account.apiBase}/sns/oauth2/access_token`);
  tokenUrl.search = new URLSearchParams({ appid: account.appId, secret: account.appSecret, code: code.trim(), grant_type: 'authorization_code' }).toString();
  const tokenBody = await getJson(tokenUrl);
  const token = accessTokenReply.safeParse(tokenBody);
  if (!token.success) {
    const error = errorReply.safeParse(tokenBody);
    if (error.success && BAD_CODE.has(error.data.errcode)) throw refuse(errors.codeInvalid);
    request.log.warn({ errcode: error.success ? error.data.errcode : undefined }, 'WeChat refused the OAuth code exchange');
    throw refuse(errors.unavailable, '微信授权失败，请稍后再试');
  }
  const { access_token: accessToken, openid, scope, unionid, is_snapshotuser: snapshot } = token.data;
  const user = { openid, unionid: unionid ?? null, nickname: null as string | null, headimgurl: null as string | null };

  // Profile fields exist only for snsapi_userinfo (never for a snapshot visit).
  if (scope.split(',').includes('snsapi_userinfo') && snapshot !== 1) {
    const infoUrl = new URL(`${account.apiBase}/sns/userinfo`);
    infoUrl.search = new URLSearchParams({ access_token: accessToken, openid, lang: 'zh_CN' }).toString();
    const info = userInfoReply.safeParse(await getJson(infoUrl));
    if (info.success && info.data.openid === openid) {
      user.nickname = info.data.nickname ?? null;
      user.headimgurl = info.data.headimgurl || null;
      user.unionid = info.data.unionid ?? user.unionid;
    } else {
      // The openid is what a sign-in needs; a profile that failed to load is not fatal.
      request.log.warn('WeChat userinfo failed after a good code exchange');
    }
  }
  return user;
});

/** WeChat's OAuth exchange (spec §7 /wxservice2/getUserInfo); the account is WECHAT_APP_ID's. */
export default defineModule({ name: 'wechat', calls: [getUserInfo] });
