import { and, eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { gameGroups } from './schema';

/*
 * A group's places: taken and given back only here, each time in one statement whose condition
 * keeps 0 ≤ taken ≤ quota. Two entrants racing for the last place both run takePlace; the row
 * lock makes the second see the first's count, so only one gets it.
 */

/** Takes one place of the game's group if one is left: the group's id in a one-element list, else []. */
export async function takePlace(tx: Db, gameId: number, groupId: number): Promise<{ id: number }[]> {
  return tx
    .update(gameGroups)
    .set({ taken: sql`${gameGroups.taken} + 1` })
    .where(and(eq(gameGroups.id, groupId), eq(gameGroups.gameId, gameId), lt(gameGroups.taken, gameGroups.quota)))
    .returning({ id: gameGroups.id });
}

/** Gives one place of the group back (an entry's order cancelled, expired or refunded). */
export async function givePlaceBack(tx: Db, groupId: number): Promise<void> {
  await tx
    .update(gameGroups)
    .set({ taken: sql`greatest(${gameGroups.taken} - 1, 0)` })
    .where(eq(gameGroups.id, groupId));
}
