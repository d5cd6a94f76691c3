import { content } from '@tongxin/api-client/catalogue';
import { and, desc, eq, gt, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { refuse } from '../../http/reply-error';
import { implement, portOf } from '../../platform/module';
import type { Services } from '../../services';
import { memberProfiles, requireMember, type Member } from '../member/api';
import { findItem, optionalMember, type ItemRow } from './access';
import { contentMateJoins, contentMates } from './schema';

/*
 * Companion posts (找搭子): joining takes one of the places the poster looks for with one
 * conditional UPDATE (joined < wanted) and the member's join row (one per post) in one
 * transaction, so two members joining for the last place get it once; leaving gives it back.
 */

const E = content.MATE_ERRORS;
/** How many of the latest companions the page shows. */
const SHOWN = 8;

/** A nickname as other members see it: the first character, the rest starred (小**). */
const maskName = (name: string) => {
  const chars = [...name];
  return chars.length <= 1
    ? name || '同行者'
    : `${chars[0] ?? ''}${'*'.repeat(Math.min(chars.length - 1, 2))}`;
};

/** The item as a companion post, else the refusal (another kind of item, or a post without its facts). */
async function mateOf(
  db: Db,
  iid: number,
  id: number,
  me: Member | undefined,
): Promise<{ item: ItemRow; mate: typeof contentMates.$inferSelect }> {
  const item = await findItem(db, iid, id, me);
  if (item.moduleType !== 'mate') throw refuse(E.notMate);
  const [mate] = await db.select().from(contentMates).where(eq(contentMates.itemId, item.id));
  if (!mate) throw refuse(E.notMate);
  return { item, mate };
}

/** The post as the member (or a visitor) sees it now. */
async function viewOf(
  s: Services,
  iid: number,
  item: ItemRow,
  me: Member | undefined,
): Promise<content.Mate> {
  const { db } = s;
  const [mate] = await db.select().from(contentMates).where(eq(contentMates.itemId, item.id));
  if (!mate) throw refuse(E.notMate);
  const latest = await db
    .select({ memberId: contentMateJoins.memberId })
    .from(contentMateJoins)
    .where(eq(contentMateJoins.itemId, item.id))
    .orderBy(desc(contentMateJoins.createdAt), desc(contentMateJoins.id))
    .limit(SHOWN);
  const [mine] = me
    ? await db
        .select({ id: contentMateJoins.id })
        .from(contentMateJoins)
        .where(and(eq(contentMateJoins.itemId, item.id), eq(contentMateJoins.memberId, me.id)))
    : [];
  const joinedByMe = mine !== undefined;
  const profiles = await memberProfiles(
    db,
    iid,
    latest.map((r) => r.memberId),
  );
  // The activity the post is about, when the activities' module is there and still has it.
  const activityTitles = portOf(s.modules, 'activityTitles');
  const titles = mate.actId === null || !activityTitles ? new Map<number, string>() : await activityTitles(db, iid, [mate.actId]);
  const poster = me !== undefined && item.authorMemberId === me.id;
  return {
    id: item.id,
    wanted: mate.wanted,
    joined: mate.joined,
    mine: joinedByMe,
    contact: joinedByMe || poster ? mate.contact : '',
    actId: mate.actId !== null && titles.has(mate.actId) ? mate.actId : null,
    actTitle: mate.actId === null ? '' : (titles.get(mate.actId) ?? ''),
    companions: latest.map((r) => {
      const p = profiles.get(r.memberId);
      return { name: maskName(p?.nickName ?? ''), avatar: p?.headImg ?? '' };
    }),
  };
}

export const mateCalls = [
  implement(content.mate, async ({ iid, id, token }, { services: s }) => {
    const me = await optionalMember(s, iid, token);
    const { item } = await mateOf(s.db, iid, id, me);
    return viewOf(s, iid, item, me);
  }),

  implement(content.mateJoin, async ({ iid, token, id }, { services: s }) => {
    const now = new Date(s.now());
    const me = await requireMember(s.db, iid, token, now);
    const { item } = await mateOf(s.db, iid, id, me);
    await s.db.transaction(async (tx) => {
      const [joined] = await tx
        .insert(contentMateJoins)
        .values({ itemId: item.id, memberId: me.id, createdAt: now })
        .onConflictDoNothing()
        .returning({ id: contentMateJoins.id });
      if (!joined) throw refuse(E.already);
      const [taken] = await tx
        .update(contentMates)
        .set({ joined: sql`${contentMates.joined} + 1` })
        .where(and(eq(contentMates.itemId, item.id), lt(contentMates.joined, contentMates.wanted)))
        .returning({ joined: contentMates.joined });
      // Full: the join row goes with the transaction.
      if (!taken) throw refuse(E.full);
    });
    return viewOf(s, iid, item, me);
  }),

  implement(content.mateLeave, async ({ iid, token, id }, { services: s }) => {
    const me = await requireMember(s.db, iid, token, new Date(s.now()));
    const { item } = await mateOf(s.db, iid, id, me);
    await s.db.transaction(async (tx) => {
      const [left] = await tx
        .delete(contentMateJoins)
        .where(and(eq(contentMateJoins.itemId, item.id), eq(contentMateJoins.memberId, me.id)))
        .returning({ id: contentMateJoins.id });
      if (!left) throw refuse(E.notJoined);
      await tx
        .update(contentMates)
        .set({ joined: sql`${contentMates.joined} - 1` })
        .where(and(eq(contentMates.itemId, item.id), gt(contentMates.joined, 0)));
    });
    return viewOf(s, iid, item, me);
  }),
];
