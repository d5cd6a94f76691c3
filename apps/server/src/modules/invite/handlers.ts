import { invite } from '@tongxin/api-client/catalogue';
import { and, asc, count, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import { randomInt } from 'node:crypto';
import type { Db } from '../../db/client';
import { refuse } from '../../http/reply-error';
import { implement } from '../../platform/module';
import { maskMobile, memberProfiles, requireMember, type MemberProfile } from '../member/api';
import { creditPoints } from '../point/api';
import { inviteBindings, inviteCodes, inviteGifts } from './schema';

const DAY = 86_400_000;
/** Letters and digits a person reads back without confusing them (no 0/O, 1/I/L). */
const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

function newCode(): string {
  return Array.from({ length: 8 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
}

const person = (id: number, p: MemberProfile | undefined) => ({ userId: id, nickName: p?.nickName ?? '', headImg: p?.headImg ?? '' });
const codeReply = (row: typeof inviteCodes.$inferSelect): invite.InviteCode => ({ inviteCode: row.code, kind: row.kind, expiresAt: row.expiresAt.toISOString() });

async function childCount(db: Db, iid: number, parentId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(inviteBindings).where(and(eq(inviteBindings.iid, iid), eq(inviteBindings.parentId, parentId)));
  return row?.n ?? 0;
}

/** Whether `ancestor` is `memberId` or above it in the bindings (the chain walked up, at most 100 steps). */
async function isAncestorOrSelf(db: Db, iid: number, ancestor: number, memberId: number): Promise<boolean> {
  let current: number | undefined = memberId;
  for (let step = 0; current !== undefined && step < 100; step += 1) {
    if (current === ancestor) return true;
    const [up]: { parentId: number }[] = await db
      .select({ parentId: inviteBindings.parentId })
      .from(inviteBindings)
      .where(and(eq(inviteBindings.iid, iid), eq(inviteBindings.memberId, current)));
    current = up?.parentId;
  }
  return false;
}

/** The reward steps the inviter has reached and not been given yet: given now, in the bind's transaction. */
async function grantGifts(tx: Db, iid: number, parentId: number): Promise<void> {
  const invited = await childCount(tx, iid, parentId);
  for (const step of invite.INVITE_GIFTS) {
    if (invited < step.invited) break;
    const [granted] = await tx
      .insert(inviteGifts)
      .values({ iid, memberId: parentId, invited: step.invited, points: step.points })
      .onConflictDoNothing()
      .returning({ id: inviteGifts.id });
    if (granted) await creditPoints(tx, { iid, memberId: parentId }, step.points, step.title);
  }
}

export const inviteCalls = [
  implement(invite.account, async ({ iid, token }, { services: s }) => {
    const now = new Date(s.now());
    const me = await requireMember(s.db, iid, token, now);
    const [up] = await s.db.select().from(inviteBindings).where(and(eq(inviteBindings.iid, iid), eq(inviteBindings.memberId, me.id)));
    const profiles = await memberProfiles(s.db, iid, up ? [up.parentId] : []);
    const codes = await s.db
      .select()
      .from(inviteCodes)
      .where(and(eq(inviteCodes.memberId, me.id), isNull(inviteCodes.usedBy), gt(inviteCodes.expiresAt, now)))
      .orderBy(asc(inviteCodes.kind), desc(inviteCodes.createdAt));
    return {
      me: person(me.id, { id: me.id, nickName: me.nickName, headImg: me.headImg, mobile: '' }),
      parent: up ? { ...person(up.parentId, profiles.get(up.parentId)), kind: up.kind } : null,
      children: await childCount(s.db, iid, me.id),
      codes: codes.map(codeReply),
    };
  }),

  implement(invite.children, async ({ iid, token, pageNumber, pageSize }, { services: s }) => {
    const me = await requireMember(s.db, iid, token, new Date(s.now()));
    const where = and(eq(inviteBindings.iid, iid), eq(inviteBindings.parentId, me.id));
    const rows = await s.db
      .select()
      .from(inviteBindings)
      .where(where)
      .orderBy(desc(inviteBindings.createdAt), desc(inviteBindings.id))
      .limit(pageSize)
      .offset((pageNumber - 1) * pageSize);
    const profiles = await memberProfiles(s.db, iid, rows.map((r) => r.memberId));
    return {
      list: rows.map((r) => {
        const p = profiles.get(r.memberId);
        return { ...person(r.memberId, p), mobile: maskMobile(p?.mobile ?? ''), kind: r.kind, boundAt: r.createdAt.toISOString() };
      }),
      total: await childCount(s.db, iid, me.id),
    };
  }),

  implement(invite.removeChild, async ({ iid, token, userId }, { services: s }) => {
    const me = await requireMember(s.db, iid, token, new Date(s.now()));
    const removed = await s.db
      .delete(inviteBindings)
      .where(and(eq(inviteBindings.iid, iid), eq(inviteBindings.parentId, me.id), eq(inviteBindings.memberId, userId)))
      .returning({ id: inviteBindings.id });
    if (removed.length === 0) throw refuse(invite.removeChild.errors.childNotFound);
    return true;
  }),

  implement(invite.code, async ({ iid, token, kind, fresh }, { services: s }) => {
    const now = new Date(s.now());
    const me = await requireMember(s.db, iid, token, now);
    return s.db.transaction(async (tx) => {
      // One open code per member and kind, even when the page asks twice at once.
      await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`invite-code:${me.id}:${kind}`}))`);
      const open = and(eq(inviteCodes.memberId, me.id), eq(inviteCodes.kind, kind), isNull(inviteCodes.usedBy), gt(inviteCodes.expiresAt, now));
      if (fresh) {
        await tx.update(inviteCodes).set({ expiresAt: now }).where(open);
      } else {
        const [current] = await tx.select().from(inviteCodes).where(open).orderBy(desc(inviteCodes.createdAt)).limit(1);
        if (current) return codeReply(current);
      }
      for (let attempt = 0; attempt < 5; attempt += 1) {
        const [row] = await tx
          .insert(inviteCodes)
          .values({ code: newCode(), iid, memberId: me.id, kind, expiresAt: new Date(now.getTime() + invite.CODE_TTL_DAYS * DAY) })
          .onConflictDoNothing()
          .returning();
        if (row) return codeReply(row);
      }
      throw new Error('no free invite code after 5 tries');
    });
  }),

  implement(invite.validate, async ({ iid, token, code, bind }, { services: s }) => {
    const now = new Date(s.now());
    const me = await requireMember(s.db, iid, token, now);
    const { errors } = invite.validate;
    const check = async (db: Db) => {
      const [row] = await db.select().from(inviteCodes).where(and(eq(inviteCodes.code, code), eq(inviteCodes.iid, iid)));
      if (!row) throw refuse(errors.unknownCode);
      if (row.memberId === me.id) throw refuse(errors.ownCode);
      if (row.usedBy !== null) throw refuse(errors.usedCode);
      if (row.expiresAt <= now) throw refuse(errors.expiredCode);
      const [up] = await db.select({ id: inviteBindings.id }).from(inviteBindings).where(and(eq(inviteBindings.iid, iid), eq(inviteBindings.memberId, me.id)));
      if (up) throw refuse(errors.alreadyBound);
      if (await isAncestorOrSelf(db, iid, me.id, row.memberId)) throw refuse(errors.cycle);
      return row;
    };
    const reply = async (row: typeof inviteCodes.$inferSelect, bound: boolean) => {
      const profiles = await memberProfiles(s.db, iid, [row.memberId]);
      return { inviter: person(row.memberId, profiles.get(row.memberId)), kind: row.kind, bound };
    };
    if (!bind) return reply(await check(s.db), false);
    const row = await s.db.transaction(async (tx) => {
      // Bindings of a tenant one at a time: two members binding each other's codes cannot make a cycle.
      await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`invite-bind:${iid}`}))`);
      const found = await check(tx);
      // The code taken by one conditional UPDATE: of two members racing for it, one binds.
      const taken = await tx
        .update(inviteCodes)
        .set({ usedBy: me.id, usedAt: now })
        .where(and(eq(inviteCodes.code, code), isNull(inviteCodes.usedBy), gt(inviteCodes.expiresAt, now)))
        .returning({ code: inviteCodes.code });
      if (taken.length === 0) throw refuse(errors.usedCode);
      await tx.insert(inviteBindings).values({ iid, parentId: found.memberId, memberId: me.id, kind: found.kind, code });
      await grantGifts(tx, iid, found.memberId);
      return found;
    });
    return reply(row, true);
  }),

  implement(invite.gifts, async ({ iid, token }, { services: s }) => {
    const me = await requireMember(s.db, iid, token, new Date(s.now()));
    const granted = await s.db.select().from(inviteGifts).where(and(eq(inviteGifts.iid, iid), eq(inviteGifts.memberId, me.id)));
    const at = new Map(granted.map((g) => [g.invited, g.createdAt.toISOString()]));
    return {
      invited: await childCount(s.db, iid, me.id),
      steps: invite.INVITE_GIFTS.map((step) => ({ invited: step.invited, points: step.points, title: step.title, grantedAt: at.get(step.invited) ?? null })),
    };
  }),
];
