import { and, desc, eq, gte, inArray, sql } from 'drizzle-orm';
import { order } from '@tongxin/api-client/catalogue';
import type { Db } from '../../db/client';
import { activities, checkins, enrolments, participants } from './schema';

/*
 * What other modules may use of the activities': a member's volunteer record (the business card's
 * 公益 section), computed from their paid enrolments and their participants' check-ins.
 */

const HOUR = 3_600_000;
/** A day of an activity counts at most this many service hours. */
const HOURS_PER_DAY = 8;

export interface VolunteerRecord {
  /** Paid enrolments in activities that have ended. */
  activities: number;
  /** Of those, enrolments whose participants checked in at least once. */
  attended: number;
  /** Service hours of the attended activities (each day at most 8), to a tenth. */
  hours: number;
  /** Paid enrolments in activities still to come or under way. */
  upcoming: number;
  recent: { activityId: number; title: string; startAt: string; checkedIn: boolean; ended: boolean }[];
}

/** The member's volunteer record in tenant `iid` at `now`. */
export async function volunteerRecord(db: Db, iid: number, memberId: number, now: Date): Promise<VolunteerRecord> {
  const rows = await db
    .select({ orderId: enrolments.orderId, activityId: activities.id, title: activities.title, startAt: activities.startAt, endAt: activities.endAt, days: activities.days })
    .from(enrolments)
    .innerJoin(activities, eq(activities.id, enrolments.activityId))
    .where(and(eq(enrolments.memberId, memberId), eq(enrolments.iid, iid), eq(enrolments.status, order.ORDER_STATUS.paid)))
    .orderBy(desc(activities.startAt));
  const orderIds = rows.map((r) => r.orderId);
  const checked = new Set(
    orderIds.length === 0
      ? []
      : (
          await db
            .selectDistinct({ orderId: participants.orderId })
            .from(checkins)
            .innerJoin(participants, eq(participants.id, checkins.participantId))
            .where(inArray(participants.orderId, orderIds))
        ).map((r) => r.orderId),
  );
  let ended = 0;
  let attended = 0;
  let hours = 0;
  for (const r of rows) {
    if (r.endAt > now) continue;
    ended += 1;
    if (!checked.has(r.orderId)) continue;
    attended += 1;
    hours += Math.min((r.endAt.getTime() - r.startAt.getTime()) / HOUR, Math.max(1, r.days) * HOURS_PER_DAY);
  }
  return {
    activities: ended,
    attended,
    hours: Math.round(hours * 10) / 10,
    upcoming: rows.length - ended,
    recent: rows.slice(0, 10).map((r) => ({ activityId: r.activityId, title: r.title, startAt: r.startAt.toISOString(), checkedIn: checked.has(r.orderId), ended: r.endAt <= now })),
  };
}

/*
 * The activities and their paid enrolments (status 11) as rows, read each time: what the
 * organisation's figures (the statis module) are counted from.
 */

const PAID = order.ORDER_STATUS.paid;

/** An activity with what its paid enrolments come to. */
export interface ActivityTakings {
  readonly id: number;
  readonly startAt: Date;
  readonly leaderName: string;
  /** People of its paid enrolments. */
  readonly people: number;
  /** What they paid, fen. */
  readonly revenueFen: number;
}

/** The tenant's activities (those starting at or after `startFrom`, when given), each with the people and revenue of its paid enrolments, by start. */
export async function activityTakings(db: Db, iid: number, startFrom?: Date): Promise<ActivityTakings[]> {
  return db
    .select({
      id: activities.id,
      startAt: activities.startAt,
      leaderName: activities.leaderName,
      people: sql<number>`coalesce(sum(${enrolments.num}), 0)`.mapWith(Number),
      revenueFen: sql<number>`coalesce(sum(${enrolments.total}), 0)`.mapWith(Number),
    })
    .from(activities)
    .leftJoin(enrolments, and(eq(enrolments.activityId, activities.id), eq(enrolments.status, PAID)))
    .where(and(eq(activities.iid, iid), startFrom === undefined ? undefined : gte(activities.startAt, startFrom)))
    .groupBy(activities.id)
    .orderBy(activities.startAt, activities.id);
}

/** The people of the tenant's paid enrolments, each once (by ID number): their gender (1 male, 2 female) and birth date. */
export async function participantPeople(db: Db, iid: number) {
  return db
    .selectDistinctOn([participants.idNumber], { gender: participants.gender, birthDate: participants.birthDate })
    .from(participants)
    .innerJoin(enrolments, eq(enrolments.orderId, participants.orderId))
    .where(and(eq(enrolments.iid, iid), eq(enrolments.status, PAID)));
}

/** The tenant's insured paid enrolments paid at or after `since`: when, how many people, and the premium they paid (fen). */
export async function insuredEnrolments(db: Db, iid: number, since: Date): Promise<{ paidAt: Date; people: number; premiumFen: number }[]> {
  const rows = await db
    .select({ paidAt: enrolments.paidAt, people: enrolments.num, unitFen: enrolments.insurancePrice })
    .from(enrolments)
    .where(and(eq(enrolments.iid, iid), eq(enrolments.status, PAID), eq(enrolments.insured, true), gte(enrolments.paidAt, since)));
  return rows.flatMap((r) => (r.paidAt ? [{ paidAt: r.paidAt, people: r.people, premiumFen: r.unitFen * r.people }] : []));
}

/** Moves an activity's start (the statistics' tests put it in or out of this week; no page reschedules one). */
export async function moveActivityStart(db: Db, iid: number, id: number, startAt: Date): Promise<void> {
  await db.update(activities).set({ startAt }).where(and(eq(activities.iid, iid), eq(activities.id, id)));
}
