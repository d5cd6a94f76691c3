import { and, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { tell } from './notices';
import { walletBalances, walletCredits, walletEntries } from './schema';

/*
 * The one way a balance changes: `move` writes the entries and adds them to the balances in the
 * caller's transaction. Money only moves between buckets or in from a cause (a commission) and out
 * to one (a paid withdrawal, a reversal), and each step is an entry that names it.
 */

export type Bucket = 'pending' | 'available' | 'frozen';
const column = { pending: walletBalances.pendingFen, available: walletBalances.availableFen, frozen: walletBalances.frozenFen } as const;
const field = { pending: 'pendingFen', available: 'availableFen', frozen: 'frozenFen' } as const;

export interface Step {
  readonly bucket: Bucket;
  readonly amountFen: number;
}

export interface Cause {
  readonly iid: number;
  readonly memberId: number;
  readonly cause: string;
  readonly title: string;
  readonly creditId?: number;
  readonly withdrawalId?: number;
  readonly at: Date;
}

/** The member's balance row, made on first use, locked for the rest of the transaction. */
export async function lockBalance(tx: Db, iid: number, memberId: number) {
  await tx.insert(walletBalances).values({ memberId, iid }).onConflictDoNothing();
  const [row] = await tx.select().from(walletBalances).where(eq(walletBalances.memberId, memberId)).for('update');
  if (!row) throw new Error(`wallet of member ${memberId} vanished`);
  return row;
}

/** Applies the steps to the member's balances and records one entry per step. */
export async function move(tx: Db, cause: Cause, steps: readonly Step[]): Promise<void> {
  const moving = steps.filter((s) => s.amountFen !== 0);
  if (moving.length === 0) return;
  await lockBalance(tx, cause.iid, cause.memberId);
  const set: Partial<Record<(typeof field)[Bucket], ReturnType<typeof sql>>> = {};
  for (const bucket of ['pending', 'available', 'frozen'] as const) {
    const delta = moving.filter((s) => s.bucket === bucket).reduce((n, s) => n + s.amountFen, 0);
    if (delta !== 0) set[field[bucket]] = sql`${column[bucket]} + ${delta}`;
  }
  if (Object.keys(set).length > 0) await tx.update(walletBalances).set(set).where(eq(walletBalances.memberId, cause.memberId));
  await tx.insert(walletEntries).values(
    moving.map((s) => ({
      iid: cause.iid,
      memberId: cause.memberId,
      bucket: s.bucket,
      amountFen: s.amountFen,
      cause: cause.cause,
      title: cause.title,
      creditId: cause.creditId ?? null,
      withdrawalId: cause.withdrawalId ?? null,
      createdAt: cause.at,
    })),
  );
}

/**
 * Takes `amountFen` out of the available balance into frozen, only if that much is available:
 * one conditional UPDATE under the balance row's lock, so two withdrawals racing cannot both
 * take the same money. False (nothing changed) when short.
 */
export async function freeze(tx: Db, cause: Cause, amountFen: number): Promise<boolean> {
  await lockBalance(tx, cause.iid, cause.memberId);
  const taken = await tx
    .update(walletBalances)
    .set({ availableFen: sql`${walletBalances.availableFen} - ${amountFen}`, frozenFen: sql`${walletBalances.frozenFen} + ${amountFen}` })
    .where(and(eq(walletBalances.memberId, cause.memberId), gte(walletBalances.availableFen, amountFen)))
    .returning({ memberId: walletBalances.memberId });
  if (taken.length === 0) return false;
  await tx.insert(walletEntries).values(
    (['available', 'frozen'] as const).map((bucket) => ({
      iid: cause.iid,
      memberId: cause.memberId,
      bucket,
      amountFen: bucket === 'available' ? -amountFen : amountFen,
      cause: cause.cause,
      title: cause.title,
      creditId: null,
      withdrawalId: cause.withdrawalId ?? null,
      createdAt: cause.at,
    })),
  );
  return true;
}

/**
 * Settles the commissions due at `now` (of one member, or all): pending → available, each once
 * (a conditional UPDATE on its status), so the job and a page's read racing settle it once.
 */
export async function settleDue(db: Db, now: Date, memberId?: number, limit = 200): Promise<number> {
  const due = await db
    .select({ id: walletCredits.id })
    .from(walletCredits)
    .where(and(eq(walletCredits.status, 0), lte(walletCredits.settleAt, now), memberId === undefined ? undefined : eq(walletCredits.memberId, memberId)))
    .limit(limit);
  let settled = 0;
  for (const { id } of due) {
    await db.transaction(async (tx) => {
      const [credit] = await tx
        .update(walletCredits)
        .set({ status: 1, settledAt: now })
        .where(and(eq(walletCredits.id, id), eq(walletCredits.status, 0)))
        .returning();
      if (!credit) return;
      const left = credit.amountFen - credit.reversedFen;
      await move(tx, { iid: credit.iid, memberId: credit.memberId, cause: 'settle', title: `佣金结算：${credit.title}`, creditId: credit.id, at: now }, [
        { bucket: 'pending', amountFen: -left },
        { bucket: 'available', amountFen: left },
      ]);
      await tell(tx, credit, 'settled', left, now);
      settled += 1;
    });
  }
  return settled;
}

/** The credits of an order that a refund may still reverse. */
export function openCreditsOf(tx: Db, orderId: string) {
  return tx
    .select()
    .from(walletCredits)
    .where(and(eq(walletCredits.orderId, orderId), inArray(walletCredits.status, [0, 1])))
    .for('update');
}
