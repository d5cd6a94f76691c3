import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { activities } from './schema';

/*
 * The places of an activity: taken and given back only here, each time in one statement whose
 * condition keeps 0 ≤ taken ≤ quota (and the table's check refuses anything else).
 */

/** How long an unpaid enrolment holds its places (the kernel cancels it after, and the seller gives them back). */
export const HOLD_MS = 15 * 60_000;

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
