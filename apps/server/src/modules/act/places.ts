import { order } from '@tongxin/api-client/catalogue';
import { and, eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { activities, enrolments } from './schema';

/*
 * The places of an activity: taken and given back only here, each time in one statement whose
 * condition keeps 0 ≤ taken ≤ quota (and the table's check refuses anything else).
 */

/** How long an unpaid enrolment holds its places. */
export const HOLD_MS = 15 * 60_000;

const { waitingPayment: WAITING, cancelled: CANCELLED } = order.ORDER_STATUS;

/**
 * Takes `n` places of an activity if that many are left: true when taken. Two groups racing for
 * the last places both run this; the row lock makes the second see the first's count, so only
 * one succeeds.
 */
export async function takePlaces(tx: Db, activityId: number, n: number): Promise<boolean> {
  const taken = await tx
    .update(activities)
    .set({ taken: sql`${activities.taken} + ${n}` })
    .where(and(eq(activities.id, activityId), sql`${activities.taken} + ${n} <= ${activities.quota}`))
    .returning({ taken: activities.taken });
  return taken.length > 0;
}

/** Gives `n` places back (a cancelled or expired enrolment). */
export async function givePlacesBack(tx: Db, activityId: number, n: number): Promise<void> {
  await tx
    .update(activities)
    .set({ taken: sql`greatest(${activities.taken} - ${n}, 0)` })
    .where(eq(activities.id, activityId));
}

/**
 * Cancels the unpaid enrolments older than the hold (of one activity, or all) and gives their
 * places back, in one transaction. An enrolment is cancelled once: the update's condition
 * (still waiting) is re-checked under the row lock when two sweeps meet.
 */
export async function releaseExpired(db: Db, now: Date, activityId?: number): Promise<number> {
  return db.transaction(async (tx) => {
    const cutoff = new Date(now.getTime() - HOLD_MS);
    const expired = await tx
      .update(enrolments)
      .set({ status: CANCELLED })
      .where(and(eq(enrolments.status, WAITING), lt(enrolments.createdAt, cutoff), activityId === undefined ? undefined : eq(enrolments.activityId, activityId)))
      .returning({ activityId: enrolments.activityId, num: enrolments.num });
    for (const e of expired) await givePlacesBack(tx, e.activityId, e.num);
    return expired.length;
  });
}
