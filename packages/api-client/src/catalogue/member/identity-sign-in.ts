import * as z from 'zod/mini';
import { callError, defineCall } from '../../define';
import { COMMON_ERRORS, iidParam, textParam } from '../shapes';
import { sessionSchema, unknownTenant } from './schemas';

/*
 * A member session from the environment's identity, without a password (spec §6): in
 * WeChat the OAuth code the visitor brings back, in the app webview and the mini-programs a ticket
 * their own backend signed. The first visit creates the tenant's member of that identity, later
 * visits find the same member. The server takes no id from the page: only a code it exchanges
 * with WeChat itself, or a ticket whose signature it checks.
 */

/** The member an identity signed in: the session, and whether the member has a number yet (else offer to bind one). */
export const identitySessionSchema = /* @__PURE__ */ z.extend(sessionSchema, {
  /** True when the member has no verified mobile yet: the page offers /app/account/bindMobile. */
  needsMobile: /* @__PURE__ */ z.boolean(),
});
export type IdentitySession = z.infer<typeof identitySessionSchema>;

/**
 * WeChat (official account or a mini-program's web-view with OAuth): exchanges the single-use
 * OAuth code once, with WeChat, and signs the visitor's member in. Reply
 * `{ t: { token, userId, expiresAt, needsMobile, user: { openid, unionid, nickname, headimgurl } } }`
 * (the user is what env-auth stores as idsUser). A mutation: never retried, never cached.
 */
export const wechatSignIn = defineCall({
  name: 'member.wechatSignIn',
  transport: 'api',
  method: 'POST',
  uri: '/member/identity/wechat',
  params: z.object({ iid: iidParam, code: textParam(200, 1) }),
  result: z.extend(identitySessionSchema, {
    user: z.object({ openid: z.string(), unionid: z.nullable(z.string()), nickname: z.nullable(z.string()), headimgurl: z.nullable(z.string()) }),
  }),
  errors: {
    /** The code is invalid, used or expired: authorize again. */
    codeInvalid: callError(1040, '微信授权已失效，请重新授权'),
    /** The server has no WeChat login configured. */
    notConfigured: callError(1041, '微信登录未配置：请设置 WECHAT_APP_ID 和 WECHAT_APP_SECRET'),
    /** WeChat could not be reached, or refused the exchange. */
    unavailable: callError(1042, '微信服务暂时不可用，请稍后再试'),
    unknownTenant,
    tooMany: COMMON_ERRORS.tooMany,
  },
});

/**
 * The app webview (its bridge's `ticket`), a WeChat mini-program or a Toutiao mini-app (the
 * web-view URL's `idTicket`): a ticket signed by their backend (apps/server/README "Identity
 * tickets") naming the tenant, the provider and the user. Reply: the session and `provider`.
 */
export const ticketSignIn = defineCall({
  name: 'member.ticketSignIn',
  transport: 'api',
  method: 'POST',
  uri: '/member/identity/ticket',
  params: z.object({ iid: iidParam, ticket: textParam(2000, 1) }),
  result: z.extend(identitySessionSchema, { provider: z.enum(['app', 'miniprogram', 'toutiao']) }),
  errors: {
    /** Malformed, wrongly signed, for another tenant, or expired: the page asks its host for a new one. */
    ticketInvalid: callError(1043, '身份凭证无效或已过期，请重新打开页面'),
    /** The server has no IDENTITY_TICKET_SECRET. */
    notConfigured: callError(1044, '客户端登录未配置：请设置 IDENTITY_TICKET_SECRET'),
    unknownTenant,
    tooMany: COMMON_ERRORS.tooMany,
  },
});
