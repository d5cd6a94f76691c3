import { member } from '@tongxin/api-client/catalogue';
import { INPUT_MESSAGES, isChineseName, isEmail, isMobile } from '@tongxin/validators';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { refuse } from '../../http/reply-error';
import { implement, type MemberProfileFacts } from '../../platform/module';
import { backoffMessage } from '../../security/login-backoff';
import { hashPassword, verifyPassword } from '../../security/passwords';
import type { Services } from '../../services';
import { memberContacts, members } from './schema';
import { closeSession, openSession, requireMember, type Member } from './session';

const iso = (d: Date) => d.toISOString();

// Sign-in tries per address in 15 minutes; past them, 429 until the window ends (per number: the backoff).
const LOGIN_WINDOW_MS = 15 * 60_000;
const LOGIN_PER_ADDRESS = 300;

/** Why a member without a password cannot sign in with one (they set one on the password page). */
export const NO_PASSWORD_MESSAGE = '该账号未设置密码，请在微信或客户端中打开';

/** The member's profile: their own fields, and what the modules keeping their points and cards add (`memberProfile`). */
async function profileOf(s: Services, m: Member, now: Date) {
  const facts: MemberProfileFacts = { coin: 0, isVip: false };
  for (const module of s.modules) if (module.memberProfile) Object.assign(facts, await module.memberProfile(s.db, m, now));
  return {
    userId: m.id,
    iid: m.iid,
    mobile: m.mobile ?? '',
    nickName: m.nickName,
    name: m.name,
    headImg: m.headImg,
    signature: m.signature,
    email: m.email,
    ...facts,
    hasPassword: m.passwordHash !== null,
  };
}

/** The nickname a new member starts with: the number with its middle hidden. */
export const defaultNickName = (mobile: string) => `${mobile.slice(0, 3)}****${mobile.slice(7)}`;

/**
 * Creates a member whose number was just proven (an SMS code); undefined when another member of
 * the tenant proved it before. A member holding the number without proof (set by a profile edit,
 * when the profile still changed numbers) loses it to its proven owner, in the same transaction.
 */
export async function createMember(db: Db, iid: number, mobile: string, password: string, now: Date, nickName = defaultNickName(mobile)) {
  const passwordHash = await hashPassword(password);
  return db.transaction(async (tx) => {
    const [holder] = await tx
      .select({ id: members.id, verifiedAt: members.mobileVerifiedAt })
      .from(members)
      .where(and(eq(members.iid, iid), eq(members.mobile, mobile)))
      .for('update');
    if (holder?.verifiedAt) return undefined;
    if (holder) await tx.update(members).set({ mobile: null }).where(eq(members.id, holder.id));
    const [created] = await tx.insert(members).values({ iid, mobile, mobileVerifiedAt: now, passwordHash, nickName }).onConflictDoNothing().returning();
    return created;
  });
}

/**
 * The password sign-in behind member.login and the spec's member.loginByMobile: a number new to
 * the tenant signs up with an SMS code instead (member.register), so no one takes a number that is
 * not theirs; 300 tries per address in 15 minutes, and per number a growing wait after wrong
 * passwords, never a lock (security/login-backoff.ts).
 */
async function passwordSignIn(s: Services, ip: string, { iid, mobile, password }: { iid: number; mobile: string; password: string }) {
  const errors = member.login.errors;
  if (!isMobile(mobile)) throw refuse(errors.badMobile);
  if (!s.limiter.hit(`member-login-ip:${ip}`, LOGIN_PER_ADDRESS, LOGIN_WINDOW_MS)) throw refuse(errors.tooMany);
  const account = `member:${iid}:${mobile}`;
  const wait = s.loginBackoff.waitMs(account);
  if (wait > 0) throw refuse(errors.tooMany, backoffMessage(wait));
  const [found] = await s.db.select().from(members).where(and(eq(members.iid, iid), eq(members.mobile, mobile)));
  if (!found) throw refuse(errors.notRegistered);
  // A member who came by WeChat or the app and bound this number has no password until they set one.
  if (found.passwordHash === null) throw refuse(errors.wrongPassword, NO_PASSWORD_MESSAGE);
  if (!(await verifyPassword(password, found.passwordHash))) {
    s.loginBackoff.failed(account);
    throw refuse(errors.wrongPassword);
  }
  s.loginBackoff.succeeded(account);
  const session = await openSession(s.db, found.id, new Date(s.now()));
  return { token: session.token, userId: found.id, expiresAt: iso(session.expiresAt) };
}

/** The member's session, profile and the tenant's service desk. */
export const memberCalls = [
  implement(member.login, async (params, { services: s, request }) => passwordSignIn(s, request.ip, params)),

  implement(member.loginByMobile, async ({ loginName, passWord, iid }, { services: s, request }) => {
    const session = await passwordSignIn(s, request.ip, { iid, mobile: loginName, password: passWord });
    return { userId: session.userId, token: session.token };
  }),

  implement(member.logout, async ({ token }, { services: s }) => {
    await closeSession(s.db, token);
    return true;
  }),

  implement(member.profile, async ({ iid, token }, { services: s }) => {
    const now = new Date(s.now());
    return profileOf(s, await requireMember(s.db, iid, token, now), now);
  }),

  implement(member.profileUpdate, async ({ iid, token, ...input }, { services: s }) => {
    const { invalid, mobileNeedsCode } = member.profileUpdate.errors;
    const now = new Date(s.now());
    const me = await requireMember(s.db, iid, token, now);
    if (input.nickName.trim() === '') throw refuse(invalid, INPUT_MESSAGES.required);
    if (input.name !== '' && !isChineseName(input.name)) throw refuse(invalid, INPUT_MESSAGES.chineseName);
    if (input.email !== '' && !isEmail(input.email)) throw refuse(invalid, INPUT_MESSAGES.email);
    // The number is not the profile's to change: a new one is bound with a code sent to it
    // (member.bindMobile), so no one takes a number that is not theirs.
    if (input.mobile !== (me.mobile ?? '')) throw isMobile(input.mobile) ? refuse(mobileNeedsCode) : refuse(invalid, INPUT_MESSAGES.mobile);
    const [saved] = await s.db
      .update(members)
      .set({ nickName: input.nickName.trim(), name: input.name, email: input.email, signature: input.signature })
      .where(eq(members.id, me.id))
      .returning();
    return profileOf(s, saved ?? me, now);
  }),

  implement(member.contact, async ({ iid }, { services: s }) => {
    const [row] = await s.db.select().from(memberContacts).where(eq(memberContacts.iid, iid));
    if (!row) throw refuse(member.contact.errors.notFound);
    return { name: row.name, phone: row.phone, email: row.email, hours: row.hours, address: row.address };
  }),
];
