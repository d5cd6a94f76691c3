import { and, eq, gte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { activities, enrolments, participants } from './schema';

/*
 * What other modules may read of activities: the organisation's figures (statistics), computed
 * from the activities and their paid enrolments (status 11) each time.
 */

const PAID = 11;
/** A week's Monday in Shanghai, 'YYYY-MM-DD'. */
const weekOf = (column: unknown) => sql<string>`to_char(date_trunc('week', ${column} AT TIME ZONE 'Asia/Shanghai'), 'YYYY-MM-DD')`;

/** Per week (its Monday) since `since`: activities starting that week, people enrolled and paid, and what they paid (fen). */
export async function activityWeeks(db: Db, iid: number, since: Date) {
  return db
    .select({
      week: weekOf(activities.startAt),
      activities: sql<number>`count(DISTINCT ${activities.id})`.mapWith(Number),
      people: sql<number>`coalesce(sum(${enrolments.num}), 0)`.mapWith(Number),
      revenueFen: sql<number>`coalesce(sum(${enrolments.total}), 0)`.mapWith(Number),
    })
    .from(activities)
    .leftJoin(enrolments, and(eq(enrolments.activityId, activities.id), eq(enrolments.status, PAID)))
    .where(and(eq(activities.iid, iid), gte(activities.startAt, since)))
    .groupBy(weekOf(activities.startAt))
    .orderBy(weekOf(activities.startAt));
}

/** The people of paid enrolments, each once (by ID number): their gender (1 male, 2 female) and birth date. */
export async function participantPeople(db: Db, iid: number) {
  return db
    .selectDistinctOn([participants.idNumber], { gender: participants.gender, birthDate: participants.birthDate })
    .from(participants)
    .innerJoin(enrolments, eq(enrolments.orderId, participants.orderId))
    .where(and(eq(enrolments.iid, iid), eq(enrolments.status, PAID)));
}

/** Per month ('YYYY-MM') since `since`: people insured with a paid enrolment and the premium (fen). */
export async function insuranceMonths(db: Db, iid: number, since: Date) {
  const month = sql<string>`to_char(${enrolments.paidAt} AT TIME ZONE 'Asia/Shanghai', 'YYYY-MM')`;
  return db
    .select({
      month,
      people: sql<number>`coalesce(sum(${enrolments.num}), 0)`.mapWith(Number),
      premiumFen: sql<number>`coalesce(sum(${enrolments.insurancePrice} * ${enrolments.num}), 0)`.mapWith(Number),
    })
    .from(enrolments)
    .where(and(eq(enrolments.iid, iid), eq(enrolments.status, PAID), eq(enrolments.insured, true), gte(enrolments.paidAt, since)))
    .groupBy(month)
    .orderBy(month);
}

/** Per leader: activities led and people they took (paid enrolments), most activities first. */
export async function leaderTotals(db: Db, iid: number) {
  return db
    .select({
      leader: activities.leaderName,
      activities: sql<number>`count(DISTINCT ${activities.id})`.mapWith(Number),
      people: sql<number>`coalesce(sum(${enrolments.num}), 0)`.mapWith(Number),
    })
    .from(activities)
    .leftJoin(enrolments, and(eq(enrolments.activityId, activities.id), eq(enrolments.status, PAID)))
    .where(eq(activities.iid, iid))
    .groupBy(activities.leaderName)
    .orderBy(sql`count(DISTINCT ${activities.id}) DESC`, activities.leaderName)
    .limit(50);
}
