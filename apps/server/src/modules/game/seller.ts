import { game, order } from '@tongxin/api-client/catalogue';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { refuse } from '../../http/reply-error';
import type { Seller } from '../../platform/seller';
import { unitsBought } from '../order/api';
import { givePlaceBack, takePlace } from './places';
import { gameEntries, games } from './schema';

/*
 * The entry fee of a paid game through the order kernel (business type 9): game.enroll records
 * the entry (waiting for payment, no place held), then `order.create` with orderType 9 and `keys`
 * the game id prices the fee, takes the group's place in the kernel's transaction (one
 * conditional UPDATE: never past the quota), gives it back when the order is cancelled, expires
 * or is refunded, and enrols the entry when the provider's verified notify arrives.
 */

const errors = game.PAY_ERRORS;
const E = game.ENTRY_STATUS;
/** How long an unpaid entry fee holds its place. */
export const HOLD_MS = 15 * 60_000;

async function gameOfLine(tx: Db, iid: number, keys: string) {
  const id = Number(keys);
  if (!keys || !Number.isInteger(id) || id <= 0) throw refuse(errors.notFound);
  const [g] = await tx.select().from(games).where(and(eq(games.id, id), eq(games.iid, iid)));
  if (!g) throw refuse(errors.notFound);
  return g;
}

export const gameSeller: Seller = {
  businessType: order.BUSINESS_TYPE.game,

  async quote(tx, line, buyer) {
    const g = await gameOfLine(tx, line.iid, line.keys);
    if (g.fee <= 0) throw refuse(errors.free);
    const now = new Date();
    if (now < g.enrollStart || now > g.enrollEnd) throw refuse(errors.notEnrolling);
    const [entry] = await tx
      .select()
      .from(gameEntries)
      .where(and(eq(gameEntries.gameId, g.id), eq(gameEntries.memberId, buyer.memberId), eq(gameEntries.iid, line.iid)));
    if (!entry || entry.status === E.cancelled) throw refuse(errors.notEnrolled);
    if (entry.status === E.enrolled) throw refuse(errors.alreadyPaid);
    // Another waiting order of this entry (a different coupon, say) would take a second place.
    if ((await unitsBought(tx, buyer, order.BUSINESS_TYPE.game, String(g.id))) > 0) throw refuse(errors.pending);
    return {
      title: g.title,
      image: g.cover,
      unitFen: g.fee,
      num: 1,
      holdMs: HOLD_MS,
      snapshot: { gameId: g.id, entryId: entry.id, groupId: entry.groupId },
    };
  },

  async reserve(tx, _line, quote) {
    const { gameId, groupId } = quote.snapshot as { gameId: number; groupId: number };
    if ((await takePlace(tx, gameId, groupId)).length === 0) throw refuse(errors.full);
  },

  async release(tx, sold) {
    const { entryId, groupId } = sold.snapshot as { entryId?: number; groupId?: number };
    if (!entryId || !groupId) return;
    await givePlaceBack(tx, groupId);
    // An order that never paid leaves the entry waiting (it may be paid again); a refunded one cancels it.
    if (order.isPaidStatus(sold.status)) {
      await tx.update(gameEntries).set({ status: E.cancelled }).where(eq(gameEntries.id, entryId));
    }
  },

  async paid(tx, sold) {
    const { entryId } = sold.snapshot as { entryId?: number };
    if (!entryId) return;
    await tx
      .update(gameEntries)
      .set({ status: E.enrolled })
      .where(and(eq(gameEntries.id, entryId), eq(gameEntries.status, E.waitingPayment)));
  },
};
