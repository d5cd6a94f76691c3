import { and, desc, eq, inArray } from 'drizzle-orm';
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
