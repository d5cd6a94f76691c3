import { type ApiClient, wechat } from '@tongxin/api-client';
import {
  currentEnvironment,
  isWechatLike,
  obtainIdentity,
  type Environment,
  type WechatUserInfo,
} from '@tongxin/env-auth';
import { api } from '../lib/api';
import { appEnv } from '../lib/env';
import type { Identity } from '../lib/session';

/**
 * The environment whose identity step can run here: WeChat OAuth needs the configured appid
 * and the toutiao redirect its auth page; without them the stored identity is used, as in a
 * plain browser, instead of sending the visitor to a login that cannot finish.
 */
export function identityEnvironment(environment: Environment): Environment {
  if (isWechatLike(environment) && !appEnv.wechatAppId) return 'browser';
  if (environment === 'toutiao' && !appEnv.toutiaoAuthUrl) return 'browser';
  return environment;
}

const text = (value: string | null) => (value === null || value === '' ? undefined : value);

/**
 * The declaration's reply with the fields WeChat may leave out made optional: without the
 * snsapi_userinfo scope, or before the official account is bound to the open platform, there is
 * no unionid, nickname or headimgurl. The openid is always there.
 */
const orNull = (value: string | null | undefined) => (value ? value : null);

/**
 * Exchanges a WeChat OAuth code for the visitor (spec §3 wechat user info) with the gateway call
 * `wxservice2.getUserInfo` through the app's API client. A code is single-use, so the call is
 * never retried (the declaration is a mutation); WeChat may leave out all but the openid.
 */
export async function exchangeWechatCode(
  iid: number,
  code: string,
  client: ApiClient = api,
): Promise<WechatUserInfo> {
  const info = await client.call(wechat.getUserInfo, { iid, code });
  return {
    openid: info.openid,
    unionid: orNull(info.unionid),
    nickname: orNull(info.nickname),
    headimgurl: orNull(info.headimgurl),
  };
}

/** What the identity step ended with: an identity (or nobody), a failure to tell, or a redirect under way. */
export type IdentityResult =
  | { status: 'ready'; identity: Identity | null }
  | { status: 'failed'; message: string }
  | { status: 'redirecting' };

/** Runs env-auth's identity step for the environment (spec §6) and maps it to the session's identity. */
export async function resolveIdentity(iid: number, cid: number): Promise<IdentityResult> {
  const { environment } = currentEnvironment();
  const outcome = await obtainIdentity({
    environment: identityEnvironment(environment),
    iid,
    cid,
    ...(appEnv.wechatAppId
      ? {
          wechat: {
            appId: appEnv.wechatAppId,
            exchangeCode: (code: string) => exchangeWechatCode(iid, code),
          },
        }
      : {}),
    ...(appEnv.toutiaoAuthUrl ? { toutiao: { authUrl: appEnv.toutiaoAuthUrl } } : {}),
  });
  if (outcome.status === 'redirecting') return { status: 'redirecting' };
  if (outcome.status === 'failed') return { status: 'failed', message: outcome.error.message };
  const u = outcome.context.userInfo;
  const rid = u.rid ? Number(u.rid) : undefined;
  const identity: Identity = {
    openId: text(u.openId),
    unionId: text(u.unionId),
    rid: rid !== undefined && Number.isFinite(rid) ? rid : undefined,
    nickName: text(u.nick_name),
    headImg: text(u.headImg),
  };
  return {
    status: 'ready',
    identity: Object.values(identity).some((v) => v !== undefined) ? identity : null,
  };
}
