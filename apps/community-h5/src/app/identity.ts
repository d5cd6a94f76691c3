import { type ApiClient, member, wechat } from '@tongxin/api-client';
import {
  credentials,
  currentEnvironment,
  obtainIdentity,
  TICKET_PARAM,
  usesWechatOAuth,
  type Environment,
  type WechatOAuthConfig,
} from '@tongxin/env-auth';
import { api } from '../lib/api';
import { appEnv } from '../lib/env';
import type { Identity, MemberSession } from '../lib/session';

const text = (value: string | null) => (value === null || value === '' ? undefined : value);

/** What the identity step ended with: an identity (or nobody) and the member it signed in, a failure to tell, or a redirect under way. */
export type IdentityResult =
  | { status: 'ready'; identity: Identity | null; member: MemberSession | null }
  | { status: 'failed'; message: string }
  | { status: 'redirecting' };

const hasTicket = () => new URLSearchParams(globalThis.location?.search ?? '').has(TICKET_PARAM);

/**
 * The environment whose identity step can run here: WeChat OAuth needs the server's WeChat
 * settings and the toutiao redirect its auth page (a mini-program or Toutiao that passed a signed
 * ticket needs neither); without them the stored identity is used, as in a plain browser, instead
 * of sending the visitor to a login that cannot finish.
 */
export function identityEnvironment(environment: Environment, wechatReady: boolean): Environment {
  if (usesWechatOAuth(environment) && !wechatReady && !(environment === 'miniprogram' && hasTicket())) return 'browser';
  if (environment === 'toutiao' && !appEnv.toutiaoAuthUrl && !hasTicket()) return 'browser';
  return environment;
}

/**
 * Runs env-auth's identity step for the environment (spec §6) and turns a proven identity into a
 * member session without a password (a visitor WeChat or the app already knows is not asked to sign in): in WeChat the OAuth code goes to
 * `member.wechatSignIn` (the server exchanges it with WeChat), in the app webview and the
 * mini-programs the signed ticket to `member.ticketSignIn`. A visitor already signed in to this
 * tenant keeps that session. WeChat's settings come from the server (`wechat.oauthConfig`), asked
 * only in WeChat and only while the visitor has no session or no stored WeChat identity.
 */
export async function resolveIdentity(iid: number, cid: number, signedIn: MemberSession | null, client: ApiClient = api): Promise<IdentityResult> {
  const { environment } = currentEnvironment();
  const hasSession = signedIn !== null && signedIn.iid === iid;
  let session: MemberSession | null = null;

  let wechatOptions: { wechat: WechatOAuthConfig } | Record<string, never> = {};
  // A mini-program's member proved themselves with its ticket, which holds no official-account
  // identity: their session is kept as it is (OAuth would sign in another WeChat identity).
  const provenHere = hasSession && (environment === 'miniprogram' || credentials.idsUser.read(iid) !== null);
  if (usesWechatOAuth(environment) && !provenHere) {
    const settings = await client.call(wechat.oauthConfig, { iid }).catch(() => null);
    if (settings) {
      // A stored WeChat identity without a session of this tenant cannot prove itself: a fresh code can.
      if (!hasSession) credentials.idsUser.remove(iid);
      wechatOptions = {
        wechat: {
          appId: settings.appId,
          authorizeEndpoint: settings.authorizeUrl,
          exchangeCode: async (code: string) => {
            const reply = await client.call(member.wechatSignIn, { iid, code });
            session = { token: reply.token, userId: reply.userId, iid };
            return reply.user;
          },
        },
      };
    }
  }

  const outcome = await obtainIdentity({
    environment: identityEnvironment(environment, 'wechat' in wechatOptions),
    iid,
    cid,
    ...wechatOptions,
    ...(appEnv.toutiaoAuthUrl ? { toutiao: { authUrl: appEnv.toutiaoAuthUrl } } : {}),
  });
  if (outcome.status === 'redirecting') return { status: 'redirecting' };
  if (outcome.status === 'failed') return { status: 'failed', message: outcome.error.message };

  if (outcome.proof && !hasSession) {
    const reply = await client.call(member.ticketSignIn, { iid, ticket: outcome.proof.ticket });
    session = { token: reply.token, userId: reply.userId, iid };
  }

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
    member: session,
  };
}
