import { member } from '@tongxin/api-client/catalogue';
import { isMobile } from '@tongxin/validators';
import { and, eq, ne, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { refuse, sessionInvalid } from '../../http/reply-error';
import { implement, type MemberMerge } from '../../platform/module';
import { checkSmsCode, sendSmsCode, spendSmsCode } from '../../security/sms-codes';
import type { Services } from '../../services';
import { memberIdentities, members, memberSessions } from './schema';
import { requireMember, type Member } from './session';

const errors = member.bindMobile.errors;

/**
 * Whether `me` may bind `mobile`, given who holds it: never a number another member proved while
 * `me` has a number of its own (two full accounts are never merged). Throws the refusal.
 */
function checkBindable(me: Member, mobile: string, holder: Member | undefined) {
  if (!isMobile(mobile)) throw refuse(errors.badMobile);
  if (me.mobile === mobile && me.mobileVerifiedAt !== null) throw refuse(errors.alreadyBound);
  if (holder && holder.mobileVerifiedAt !== null && me.mobile !== null) throw refuse(errors.mobileTaken);
}

/** The tenant's other member holding `mobile`, if any. */
async function holderOf(db: Db, me: Member, mobile: string): Promise<Member | undefined> {
  const [row] = await db
    .select()
    .from(members)
    .where(and(eq(members.iid, me.iid), eq(members.mobile, mobile), ne(members.id, me.id)));
  return row;
}

/**
 * Makes member `from` part of member `into` (same tenant), in the transaction `tx`: every module's
 * rows of `from` move (each module's `mergeMember`, which settles what is held once per member),
 * then its identities and sessions — so the session that asked goes on as `into` — and `from` is
 * deleted.
 */
export async function mergeMembers(s: Services, tx: Db, merge: MemberMerge): Promise<void> {
  for (const module of s.modules) await module.mergeMember?.(tx, merge);
  await tx.update(memberIdentities).set({ memberId: merge.into }).where(eq(memberIdentities.memberId, merge.from));
  await tx.update(memberSessions).set({ memberId: merge.into }).where(eq(memberSessions.memberId, merge.from));
  await tx.delete(members).where(eq(members.id, merge.from));
}

/**
 * Binds a proven number to `me` in one transaction, both rows locked: a number nobody proved
 * becomes `me`'s (taken from a member who held it unproven); a number another member proved takes
 * `me` into that member (`me` has no number: an identity member).
 */
async function bind(s: Services, me: Member, mobile: string) {
  return s.db.transaction(async (tx) => {
    const rows = await tx
      .select()
      .from(members)
      .where(and(eq(members.iid, me.iid), or(eq(members.id, me.id), eq(members.mobile, mobile))))
      .orderBy(members.id)
      .for('update');
    const current = rows.find((r) => r.id === me.id);
    if (!current) throw sessionInvalid();
    const holder = rows.find((r) => r.id !== me.id);
    checkBindable(current, mobile, holder);
    const now = new Date(s.now());
    if (holder && holder.mobileVerifiedAt !== null) {
      await mergeMembers(s, tx, { iid: me.iid, from: current.id, into: holder.id });
      if (!holder.headImg && current.headImg) await tx.update(members).set({ headImg: current.headImg }).where(eq(members.id, holder.id));
      return { userId: holder.id, mobile, merged: true };
    }
    // Held without proof (set by a profile edit, when the profile still changed numbers): the proven owner takes it.
    if (holder) await tx.update(members).set({ mobile: null, mobileVerifiedAt: null }).where(eq(members.id, holder.id));
    await tx.update(members).set({ mobile, mobileVerifiedAt: now }).where(eq(members.id, current.id));
    return { userId: current.id, mobile, merged: false };
  });
}

/**
 * Binding a number (spec §7 /v1/users/bindmobile/send/h5 and /v1/users/mobile/bind/h5): the code
 * goes to the number through the server's one code service (the sign-up's limits), and the number
 * is bound only with it — the only way a member's number changes, so no one takes a number that is not theirs.
 */
export const bindMobileCalls = [
  implement(member.bindMobileSend, async ({ iid, token, mobile }, { services: s, request }) => {
    const me = await requireMember(s.db, iid, token, new Date(s.now()));
    checkBindable(me, mobile, await holderOf(s.db, me, mobile));
    await sendSmsCode(s, mobile, request, { iid, purpose: 'bind-mobile' });
    return true;
  }),

  implement(member.bindMobile, async ({ iid, token, mobile, verifyCode }, { services: s }) => {
    const me = await requireMember(s.db, iid, token, new Date(s.now()));
    checkBindable(me, mobile, await holderOf(s.db, me, mobile));
    if (!(await checkSmsCode(s, mobile, verifyCode))) throw refuse(errors.badCode);
    const bound = await bind(s, me, mobile);
    await spendSmsCode(s, mobile);
    return bound;
  }),
];
