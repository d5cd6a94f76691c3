import { member } from '@tongxin/api-client/catalogue';
import { and, eq, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { refuse } from '../../http/reply-error';
import { implement } from '../../platform/module';
import { findTenant } from '../../platform/tenants';
import { verifyIdentityTicket, type TicketClaims } from '../../providers/identity-ticket';
import { WechatOAuthError } from '../../providers/wechat-oauth';
import type { Services } from '../../services';
import { memberIdentities, members } from './schema';
import { openSession } from './session';

/** Identity sign-ins per client address and minute (each WeChat one is a call to WeChat with our secret). */
export const IDENTITY_SIGN_INS_PER_MINUTE = 30;

/** How an identity is kept (member_identities.provider). */
export type IdentityProvider = 'wechat' | 'miniprogram' | 'unionid' | 'app' | 'toutiao';
export interface IdentityKey {
  provider: IdentityProvider;
  subject: string;
}

/** The names a new identity member starts with, when the environment gives none. */
const DEFAULT_NICKNAME: Record<IdentityProvider, string> = {
  wechat: '微信用户',
  miniprogram: '微信用户',
  unionid: '微信用户',
  app: '同心用户',
  toutiao: '头条用户',
};

/**
 * The member of the first identity key that names one (unionid first: it is the same person in the
 * official account and the mini-program), else a new member of the tenant with no number and no
 * password; every key is then recorded for that member. Under a transaction-scoped advisory lock
 * on the first key, so two first visits at once (a double tap, two tabs) make one member.
 */
export async function memberOfIdentity(db: Db, iid: number, keys: readonly IdentityKey[], profile: { nickName?: string | null; headImg?: string | null }) {
  const [first] = keys;
  if (!first) throw new Error('memberOfIdentity: no identity');
  return db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`member-identity:${iid}:${first.provider}:${first.subject}`}))`);
    const held = await tx
      .select({ provider: memberIdentities.provider, memberId: memberIdentities.memberId })
      .from(memberIdentities)
      .where(and(eq(memberIdentities.iid, iid), or(...keys.map((k) => and(eq(memberIdentities.provider, k.provider), eq(memberIdentities.subject, k.subject))))));
    const known = keys.map((k) => held.find((h) => h.provider === k.provider)).find((h) => h !== undefined);
    let memberId = known?.memberId;
    let created = false;
    if (memberId === undefined) {
      const [row] = await tx
        .insert(members)
        .values({ iid, mobile: null, passwordHash: null, nickName: profile.nickName?.trim().slice(0, 20) || DEFAULT_NICKNAME[first.provider], headImg: profile.headImg ?? '' })
        .returning({ id: members.id });
      if (!row) throw new Error('member insert returned nothing');
      memberId = row.id;
      created = true;
    }
    await tx
      .insert(memberIdentities)
      .values(keys.map((k) => ({ iid, provider: k.provider, subject: k.subject, memberId })))
      .onConflictDoNothing();
    const [me] = await tx.select().from(members).where(eq(members.id, memberId));
    if (!me) throw new Error('identity member vanished');
    return { member: me, created };
  });
}

/** Opens the session of an identity's member: the reply of both identity sign-ins. */
async function sessionOf(s: Services, iid: number, keys: IdentityKey[], profile: { nickName?: string | null; headImg?: string | null }) {
  const { member: me } = await memberOfIdentity(s.db, iid, keys, profile);
  const session = await openSession(s.db, me.id, new Date(s.now()));
  return { token: session.token, userId: me.id, expiresAt: session.expiresAt.toISOString(), needsMobile: me.mobileVerifiedAt === null };
}

const ticketKeys = (c: TicketClaims): IdentityKey[] => {
  switch (c.provider) {
    case 'app':
      return [{ provider: 'app', subject: c.sub }];
    case 'toutiao':
      return [{ provider: 'toutiao', subject: c.sub }];
    case 'miniprogram':
      return [...(c.unionid ? [{ provider: 'unionid' as const, subject: c.unionid }] : []), { provider: 'miniprogram', subject: c.sub }];
  }
};

/**
 * The identity sign-ins (spec §6): the environment's identity, proven to the server,
 * becomes a member session without a password.
 * - `member.wechatSignIn` (POST /api/member/identity/wechat { iid, code }): the OAuth code is
 *   exchanged once with WeChat (or the emulated WeChat) by the WECHAT_PROVIDER; the member is the
 *   one of the unionid, else of the openid.
 * - `member.ticketSignIn` (POST /api/member/identity/ticket { iid, ticket }): a ticket the app's
 *   or a mini-program's backend signed with IDENTITY_TICKET_SECRET (providers/identity-ticket.ts),
 *   for this tenant and not expired.
 */
export const identityCalls = [
  implement(member.wechatSignIn, async ({ iid, code }, { services: s, request }) => {
    const errors = member.wechatSignIn.errors;
    const wechat = s.wechat;
    if (!wechat) throw refuse(errors.notConfigured);
    if (!s.limiter.hit(`member-identity:${request.ip}`, IDENTITY_SIGN_INS_PER_MINUTE, 60_000)) throw refuse(errors.tooMany);
    if (!(await findTenant(s.db, iid))) throw refuse(errors.unknownTenant);
    let user;
    try {
      user = await wechat.exchange(code.trim(), (message, detail) => request.log.warn(detail ?? {}, message));
    } catch (error) {
      if (error instanceof WechatOAuthError) {
        throw error.reason === 'code' ? refuse(errors.codeInvalid) : refuse(errors.unavailable, error.message === 'refused' ? '微信授权失败，请稍后再试' : errors.unavailable.msg);
      }
      throw error;
    }
    const keys: IdentityKey[] = [...(user.unionid ? [{ provider: 'unionid' as const, subject: user.unionid }] : []), { provider: 'wechat', subject: user.openid }];
    return { ...(await sessionOf(s, iid, keys, { nickName: user.nickname, headImg: user.headimgurl })), user };
  }),

  implement(member.ticketSignIn, async ({ iid, ticket }, { services: s, request }) => {
    const errors = member.ticketSignIn.errors;
    const secret = s.config.identityTicketSecret;
    if (!secret) throw refuse(errors.notConfigured);
    if (!s.limiter.hit(`member-identity:${request.ip}`, IDENTITY_SIGN_INS_PER_MINUTE, 60_000)) throw refuse(errors.tooMany);
    const verified = verifyIdentityTicket(secret, ticket.trim(), s.now());
    // A ticket of another tenant is as good as none here: its user signed in to that tenant.
    if (!verified.ok || verified.claims.iid !== iid) throw refuse(errors.ticketInvalid);
    if (!(await findTenant(s.db, iid))) throw refuse(errors.unknownTenant);
    const claims = verified.claims;
    return { ...(await sessionOf(s, iid, ticketKeys(claims), { nickName: claims.nickname, headImg: claims.headImg })), provider: claims.provider };
  }),
];
