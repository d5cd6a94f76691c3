import { currentEnvironment, isWechatLike, obtainIdentity, type Environment } from '@tongxin/env-auth';
import { appEnv } from '../lib/env';
import type { Identity } from './session-slice';

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

/** What the identity step ended with: an identity (or nobody), a failure to tell, or a redirect under way. */
export type IdentityResult = { status: 'ready'; identity: Identity | null } | { status: 'failed'; message: string } | { status: 'redirecting' };

/** Runs env-auth's identity step for the environment (spec §6) and maps it to the session's identity. */
export async function resolveIdentity(iid: number, cid: number): Promise<IdentityResult> {
  const { environment } = currentEnvironment();
  const outcome = await obtainIdentity({
    environment: identityEnvironment(environment),
    iid,
    cid,
    ...(appEnv.wechatAppId
      ? { wechat: { appId: appEnv.wechatAppId, exchangeCode: () => Promise.reject(new Error('微信授权未开通')) } }
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
  return { status: 'ready', identity: Object.values(identity).some((v) => v !== undefined) ? identity : null };
}
