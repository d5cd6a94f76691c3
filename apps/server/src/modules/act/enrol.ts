import { randomBytes, randomInt } from 'node:crypto';
import { act, order } from '@tongxin/api-client/catalogue';
import { checkParticipant, PARTICIPANT_ID_TYPE, type Participant } from '@tongxin/validators';
import { and, asc, count, desc, eq, inArray } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { refuse } from '../../http/reply-error';
import { implement, type PaymentOutcome } from '../../platform/module';
import { pageOffset } from '../../platform/paging';
import { newTradeNo, recordPaymentNotice } from '../../platform/payments';
import { PayProviderError, type PaidNotice } from '../../providers/pay';
import type { Services } from '../../services';
import { requireMember, type Member } from '../member/api';
import { HOLD_MS, releaseExpired, takePlaces } from './places';
import { activities, checkins, companions, enrolments, participants, reviews, teamMembers, teams } from './schema';

/*
 * Enrolment: an order of business type 1 priced here (price × num, plus insurance × num when
 * bought or forced), its places taken in the same transaction, paid only by the provider's
 * verified notify (trade prefix A).
 */

export const TRADE_PREFIX = 'A';
const { waitingPayment: WAITING, paid: PAID, cancelled: CANCELLED } = order.ORDER_STATUS;

const participantsJson = z.array(
  z.object({
    name: z.string().max(20),
    gender: z.coerce.number().int(),
    mobile: z.string().max(20),
    idType: z.coerce.number().int(),
    idNumber: z.string().max(30),
    birthDate: z.string().max(10),
    emergencyName: z.string().max(20),
    emergencyPhone: z.string().max(20),
  }),
);

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

const trimmed = (p: Participant): Participant => ({
  ...p,
  name: p.name.trim(),
  mobile: p.mobile.trim(),
  idNumber: p.idType === PARTICIPANT_ID_TYPE.nationalId ? p.idNumber.trim().toUpperCase() : p.idNumber.trim(),
  emergencyName: p.emergencyName.trim(),
  emergencyPhone: p.emergencyPhone.trim(),
});

/** The participants of an enrolment request, each checked (validators' checkParticipant), or the refusal saying which and why. */
function checkedParticipants(text: string, num: number, now: Date): Participant[] {
  const errors = act.enroll.errors;
  const parsed = participantsJson.safeParse(parseJson(text));
  if (!parsed.success) throw refuse(errors.badParticipant);
  if (parsed.data.length !== num) throw refuse(errors.countMismatch);
  const people = parsed.data.map(trimmed);
  people.forEach((p, i) => {
    const problem = checkParticipant(p, now);
    if (problem) throw refuse(errors.badParticipant, `第${i + 1}位报名人：${problem[1]}`);
  });
  if (new Set(people.map((p) => `${p.idType}:${p.idNumber}`)).size !== people.length) throw refuse(errors.duplicatePerson);
  return people;
}

/** The activity form's values, only its own components, with every required one answered. */
function checkedForm(text: string, form: (typeof activities.$inferSelect)['form']): Record<string, string> {
  const raw = parseJson(text);
  const values = typeof raw === 'object' && raw !== null && !Array.isArray(raw) ? (raw as Record<string, unknown>) : {};
  const out: Record<string, string> = {};
  for (const c of form) {
    const v = values[String(c.id)];
    const value = typeof v === 'string' ? v.slice(0, 2000) : typeof v === 'number' ? String(v) : '';
    if (c.must === 1 && value.trim() === '') throw refuse(act.enroll.errors.formRequired, `${c.name}必填！`);
    if (value !== '') out[String(c.id)] = value;
  }
  return out;
}

const newOrderId = () => `ACT${Date.now().toString(36).toUpperCase()}${randomBytes(4).toString('hex').toUpperCase()}`;
const newCode = () => String(randomInt(1_000_000_000, 9_999_999_999));

function isUniqueViolation(error: unknown, index: string): boolean {
  const text = `${String((error as { message?: unknown }).message)} ${String((error as { cause?: { message?: unknown } }).cause?.message)}`;
  return text.includes(index);
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

/**
 * Applies a verified payment to an enrolment: it becomes paid. A notify seen before, or for an
 * enrolment already paid, changes nothing. An enrolment that expired while the payer paid takes
 * its places again if they are still free; otherwise the payment is recorded on it (paidAt, trade)
 * and it stays cancelled, for the organiser to refund.
 */
export async function applyActPayment(s: Services, notice: PaidNotice): Promise<PaymentOutcome> {
  return s.db.transaction(async (tx) => {
    const [row] = await tx.select().from(enrolments).where(eq(enrolments.tradeNo, notice.tradeNo)).for('update').limit(1);
    if (!row) return 'unknown';
    if (row.total !== notice.amountFen) return 'mismatch';
    if (!(await recordPaymentNotice(tx, notice))) return 'duplicate';
    if (row.status === PAID) return 'duplicate';
    const now = new Date(s.now());
    const back = row.status === WAITING || (row.status === CANCELLED && (await takePlaces(tx, row.activityId, row.num)));
    await tx
      .update(enrolments)
      .set(back ? { status: PAID, paidAt: now } : { paidAt: now })
      .where(eq(enrolments.orderId, row.orderId));
    return 'paid';
  });
}

/** The member's prepaid enrolment (trade and amount), for the sandbox payer; undefined when another's or not prepaid. */
export async function prepaidEnrolment(db: Db, me: Member, orderId: string) {
  const [row] = await db.select().from(enrolments).where(and(eq(enrolments.orderId, orderId), eq(enrolments.memberId, me.id)));
  return row?.tradeNo ? { tradeNo: row.tradeNo, amountFen: row.total } : undefined;
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

  implement(act.enroll, async (p, { services: s }) => {
    const errors = act.enroll.errors;
    const now = new Date(s.now());
    const me = await requireMember(s.db, p.iid, p.token, now);
    if (!p.agree) throw refuse(errors.notAgreed);
    const people = checkedParticipants(p.participants, p.num, now);
    const [a] = await s.db.select().from(activities).where(and(eq(activities.id, p.actId), eq(activities.iid, p.iid)));
    if (!a?.published) throw refuse(errors.notFound);
    const info = checkedForm(p.info, a.form);
    if (now < a.enrollStart) throw refuse(errors.notOpen);
    if (now > a.enrollEnd || now >= a.startAt) throw refuse(errors.closed);
    await releaseExpired(s.db, now, a.id);
    const insured = a.insuranceMode === act.INSURANCE_MODE.forced || (a.insuranceMode === act.INSURANCE_MODE.optional && p.isNeedInsur);
    const insurancePrice = insured ? a.insurancePrice : 0;
    const total = (a.price + insurancePrice) * p.num;
    const orderId = newOrderId();
    try {
      await s.db.transaction(async (tx) => {
        const [live] = await tx
          .select({ orderId: enrolments.orderId })
          .from(enrolments)
          .where(and(eq(enrolments.activityId, a.id), eq(enrolments.memberId, me.id), inArray(enrolments.status, [WAITING, PAID])));
        if (live) throw refuse(errors.alreadyEnrolled);
        if (!(await takePlaces(tx, a.id, p.num))) {
          const [fresh] = await tx.select({ taken: activities.taken, quota: activities.quota }).from(activities).where(eq(activities.id, a.id));
          const left = Math.max(0, (fresh?.quota ?? 0) - (fresh?.taken ?? 0));
          throw refuse(errors.notEnoughPlaces, left === 0 ? '名额已满，下次早点来哦' : `报名人数超过剩余名额（仅剩${left}个）`);
        }
        await tx.insert(enrolments).values({
          orderId,
          iid: p.iid,
          activityId: a.id,
          memberId: me.id,
          nickName: me.nickName || `${me.mobile.slice(0, 3)}****${me.mobile.slice(-4)}`,
          status: WAITING,
          num: p.num,
          unitPrice: a.price,
          insurancePrice,
          insured,
          total,
          remark: p.remark.trim(),
          info,
          code: newCode(),
          createdAt: now,
        });
        await tx.insert(participants).values(people.map((person) => ({ orderId, ...person })));
        if (p.saveCompanions) {
          await tx
            .insert(companions)
            .values(people.map((person) => ({ iid: p.iid, memberId: me.id, ...person, createdAt: now })))
            .onConflictDoNothing();
        }
      });
    } catch (error) {
      if (isUniqueViolation(error, 'act_enrolments_live')) throw refuse(errors.alreadyEnrolled);
      throw error;
    }
    return { orderId, payPrice: total };
  }),

  implement(act.pay, async ({ iid, token, orderId, openId }, { services: s }) => {
    const errors = act.pay.errors;
    const now = new Date(s.now());
    const me = await requireMember(s.db, iid, token, now);
    await releaseExpired(s.db, now);
    const row = await ownEnrolment(s.db, me, orderId);
    if (row.status === PAID) throw refuse(errors.paid);
    if (row.status !== WAITING) throw refuse(errors.notWaiting);
    const mine = eq(enrolments.orderId, row.orderId);
    // The merchant trade number is fixed at the first prepay, so every notify finds this enrolment.
    if (!row.tradeNo) await s.db.update(enrolments).set({ tradeNo: newTradeNo(TRADE_PREFIX) }).where(and(mine, eq(enrolments.tradeNo, '')));
    const [current] = await s.db.select({ tradeNo: enrolments.tradeNo }).from(enrolments).where(mine);
    if (!current?.tradeNo) throw new Error('trade number missing after it was set');
    const [a] = await s.db.select({ title: activities.title }).from(activities).where(eq(activities.id, row.activityId));
    try {
      const { params } = await s.pay.prepay({ tradeNo: current.tradeNo, amountFen: row.total, title: `活动报名：${a?.title ?? ''}`, openId });
      return params;
    } catch (error) {
      if (!(error instanceof PayProviderError)) throw error;
      if (error.alreadyPaid) throw refuse(errors.paid);
      throw refuse(errors.providerRefused, error.message);
    }
  }),

  implement(act.order, async ({ iid, token, orderId }, { services: s }) => {
    const now = new Date(s.now());
    const me = await requireMember(s.db, iid, token, now);
    await releaseExpired(s.db, now);
    return enrolmentOf(s.db, await ownEnrolment(s.db, me, orderId));
  }),

  implement(act.orders, async (p, { services: s }) => {
    const now = new Date(s.now());
    const me = await requireMember(s.db, p.iid, p.token, now);
    await releaseExpired(s.db, now);
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

