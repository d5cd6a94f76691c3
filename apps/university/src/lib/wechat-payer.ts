import { wechat } from '@tongxin/api-client';
import { obtainIdentity, payerOpenId } from '@tongxin/env-auth';
import { api } from './api';

/** Where the payer's WeChat openId stands: known, the page leaving for WeChat's authorise page, or why there is none. */
export type WechatPayer = { kind: 'known'; openId: string } | { kind: 'redirecting' } | { kind: 'unavailable' } | { kind: 'failed'; message: string };

/**
 * The openId a WeChat payment needs, found by this app itself: the one it stored after WeChat
 * authorised the applicant (env-auth's idsUser), else WeChat's authorisation (snsapi_base: no
 * prompt) through the server's settings — the page leaves for the authorise page and comes back
 * with the code, which the server exchanges (wechat.getUserInfo) and env-auth stores. Unavailable
 * when the server has no WeChat login configured.
 */
export async function wechatPayer(iid: number, client = api): Promise<WechatPayer> {
  const stored = payerOpenId(iid);
  if (stored) return { kind: 'known', openId: stored };
  const settings = await client.call(wechat.oauthConfig, { iid }).catch(() => null);
  if (!settings) return { kind: 'unavailable' };
  const outcome = await obtainIdentity({
    environment: 'wechat',
    iid,
    wechat: {
      appId: settings.appId,
      authorizeEndpoint: settings.authorizeUrl,
      scope: 'snsapi_base',
      exchangeCode: (code: string) => client.call(wechat.getUserInfo, { iid, code }),
    },
  });
  if (outcome.status === 'redirecting') return { kind: 'redirecting' };
  if (outcome.status === 'failed') return { kind: 'failed', message: outcome.error.message };
  const openId = payerOpenId(iid);
  return openId ? { kind: 'known', openId } : { kind: 'unavailable' };
}
