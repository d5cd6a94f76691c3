import { act, order } from '@tongxin/api-client/catalogue';
import { and, asc, count, desc, eq, inArray } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { refuse } from '../../http/reply-error';
import { implement } from '../../platform/module';
import { pageOffset } from '../../platform/paging';
import { requireMember, type Member } from '../member/api';
import { HOLD_MS } from './places';
import { activities, checkins, companions, enrolments, participants, reviews, teamMembers, teams } from './schema';

/*
 * The member's enrolments (recorded by the activity seller when the order kernel's payment
 * arrives, seller.ts), companions, reviews and teams.
 */

const { paid: PAID } = order.ORDER_STATUS;

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/** An enrolment as the member reads it. */
async function enrolmentOf(db: Db, e: typeof enrolments.$inferSelect): Promise<act.Enrolment> {
  const [a] = await db.select().from(activities).where(eq(activities.id, e.activityId));
  if (!a) throw new Error(`activity ${e.activityId} missing`);
  const people = await db.select().from(participants).where(eq(participants.orderId, e.orderId)).orderBy(asc(participants.id));
  const signs = people.length
    ? await db.select({ participantId: checkins.participantId, placeId: checkins.placeId }).from(checkins).where(inArray(checkins.participantId, people.map((p) => p.id)))
    : [];
  const [reviewed] = await db.select({ n: count() }).from(reviews).where(and(eq(reviews.activityId, e.activityId), eq(reviews.memberId, e.memberId)));
  return {
    orderId: e.orderId,
    status: e.status,
    actId: a.id,
    title: a.title,
    cover: a.images[0] ?? '',
    startAt: a.startAt.toISOString(),
    endAt: a.endAt.toISOString(),
    gatherPlace: a.gatherPlace,
    num: e.num,
    unitPrice: e.unitPrice,
    insurancePrice: e.insurancePrice,
    insured: e.insured,
    total: e.total,
    remark: e.remark,
    signCode: e.status === PAID ? e.code : '',
    createdAt: e.createdAt.toISOString(),
    payBefore: new Date(e.createdAt.getTime() + HOLD_MS).toISOString(),
    paidAt: e.paidAt?.toISOString() ?? null,
    participants: people.map((p) => ({
      id: p.id,
      name: p.name,
      gender: p.gender,
      mobile: p.mobile,
      idType: p.idType,
      idNumber: p.idNumber,
      birthDate: p.birthDate,
      emergencyName: p.emergencyName,
      emergencyPhone: p.emergencyPhone,
      signedPlaces: signs.filter((c) => c.participantId === p.id).map((c) => c.placeId),
    })),
    reviewed: (reviewed?.n ?? 0) > 0,
  };
}

/** The member's own enrolment row, or the refusal. */
async function ownEnrolment(db: Db, me: Member, orderId: string) {
  const [row] = await db
    .select()
    .from(enrolments)
    .where(and(eq(enrolments.orderId, orderId), eq(enrolments.memberId, me.id), eq(enrolments.iid, me.iid)));
  if (!row) throw refuse(act.order.errors.notFound);
  return row;
}

export const enrolCalls = [
  implement(act.companions, async ({ iid, token }, { services: s }) => {
    const me = await requireMember(s.db, iid, token, new Date(s.now()));
    const rows = await s.db.select().from(companions).where(and(eq(companions.memberId, me.id), eq(companions.iid, iid))).orderBy(desc(companions.createdAt), desc(companions.id));
    return rows.map((c) => ({
      id: c.id,
      name: c.name,
      gender: c.gender,
      mobile: c.mobile,
      idType: c.idType,
      idNumber: c.idNumber,
      birthDate: c.birthDate,
      emergencyName: c.emergencyName,
      emergencyPhone: c.emergencyPhone,
    }));
  }),

  implement(act.order, async ({ iid, token, orderId }, { services: s }) => {
    const me = await requireMember(s.db, iid, token, new Date(s.now()));
    return enrolmentOf(s.db, await ownEnrolment(s.db, me, orderId));
  }),

  implement(act.orders, async (p, { services: s }) => {
    const me = await requireMember(s.db, p.iid, p.token, new Date(s.now()));
    const where = and(eq(enrolments.memberId, me.id), eq(enrolments.iid, p.iid));
    const rows = await s.db.select().from(enrolments).where(where).orderBy(desc(enrolments.createdAt)).limit(p.pageSize).offset(pageOffset(p));
    const [total] = await s.db.select({ n: count() }).from(enrolments).where(where);
    const list = [];
    for (const row of rows) list.push(await enrolmentOf(s.db, row));
    return { list, total: total?.n ?? 0 };
  }),

  implement(act.review, async (p, { services: s }) => {
    const errors = act.review.errors;
    const now = new Date(s.now());
    const me = await requireMember(s.db, p.iid, p.token, now);
    const [a] = await s.db.select().from(activities).where(and(eq(activities.id, p.actId), eq(activities.iid, p.iid)));
    if (!a) throw refuse(errors.notFound);
    const [joined] = await s.db
      .select({ nickName: enrolments.nickName })
      .from(enrolments)
      .where(and(eq(enrolments.activityId, a.id), eq(enrolments.memberId, me.id), eq(enrolments.status, PAID)));
    if (!joined) throw refuse(errors.notJoined);
    if (now < a.endAt) throw refuse(errors.notEnded);
    if (p.content.trim().length < 5) throw refuse(errors.tooShort);
    const images = z.array(z.string().max(2000)).max(9).safeParse(parseJson(p.images));
    if (!images.success) throw refuse(errors.badImages);
    const [created] = await s.db
      .insert(reviews)
      .values({ activityId: a.id, memberId: me.id, nickName: me.nickName || joined.nickName, score1: p.score1, score2: p.score2, score3: p.score3, content: p.content.trim(), images: images.data, createdAt: now })
      .onConflictDoNothing()
      .returning({ id: reviews.id });
    if (!created) throw refuse(errors.already);
    return created.id;
  }),

  implement(act.joinTeam, async ({ iid, token, teamId, code }, { services: s }) => {
    const errors = act.joinTeam.errors;
    const me = await requireMember(s.db, iid, token, new Date(s.now()));
    const [team] = await s.db.select().from(teams).innerJoin(activities, eq(activities.id, teams.activityId)).where(and(eq(teams.id, teamId), eq(activities.iid, iid)));
    if (!team) throw refuse(errors.notFound);
    if (team.act_teams.code.toUpperCase() !== code.trim().toUpperCase()) throw refuse(errors.badCode);
    const activityId = team.act_teams.activityId;
    const [enrolled] = await s.db.select({ n: count() }).from(enrolments).where(and(eq(enrolments.activityId, activityId), eq(enrolments.memberId, me.id), eq(enrolments.status, PAID)));
    if (!enrolled?.n) throw refuse(errors.notEnrolled);
    return s.db.transaction(async (tx) => {
      // The team row locked: two joiners for its last seat are counted one after the other.
      await tx.select({ id: teams.id }).from(teams).where(eq(teams.id, teamId)).for('update');
      const [members] = await tx.select({ n: count() }).from(teamMembers).where(eq(teamMembers.teamId, teamId));
      if ((members?.n ?? 0) >= team.act_teams.capacity) throw refuse(errors.full);
      const added = await tx.insert(teamMembers).values({ teamId, activityId, memberId: me.id }).onConflictDoNothing().returning({ teamId: teamMembers.teamId });
      if (added.length === 0) throw refuse(errors.already);
      return true;
    });
  }),
];

