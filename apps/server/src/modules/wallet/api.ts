import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { move, openCreditsOf } from './ledger';
import { tell } from './notices';
import { rulesOf } from './rules';
import { walletBalances, walletCredits, walletEntries, walletWithdrawals } from './schema';

/*
 * What other modules may do with the wallet: credit a commission for an order (distribution's
 * orderEvents.paid) and reverse an order's commissions when it is refunded. Both run inside the
 * order kernel's transaction, and each tells the member (notices.ts).
 */

export { rulesOf } from './rules';
export { settleDue } from './ledger';

export interface Commission {
  readonly iid: number;
  readonly memberId: number;
  readonly orderId: string;
  /** 1 the sharer, 2 the sharer's parent. */
  readonly level: number;
  readonly title: string;
  /** The buyer as the earner may see them (a masked number or a nickname). */
  readonly buyer: string;
  readonly orderFen: number;
  readonly rateBp: number;
  readonly amountFen: number;
}

/**
 * Credits a commission as pending until the tenant's settlement window has passed. Once per
 * order, member and level: a repeated paid event changes nothing. False when it was there already.
 */
export async function creditCommission(tx: Db, c: Commission, now: Date): Promise<boolean> {
  if (c.amountFen <= 0) return false;
  const { settleSeconds } = await rulesOf(tx, c.iid);
  const [credit] = await tx
    .insert(walletCredits)
    .values({ ...c, createdAt: now, settleAt: new Date(now.getTime() + settleSeconds * 1000) })
    .onConflictDoNothing()
    .returning();
  if (!credit) return false;
  await move(tx, { iid: c.iid, memberId: c.memberId, cause: 'commission', title: `推广佣金：${c.title}`, creditId: credit.id, at: now }, [
    { bucket: 'pending', amountFen: c.amountFen },
  ]);
  await tell(tx, credit, 'pending', c.amountFen, now);
  return true;
}

/**
 * An order was refunded (`refundFen` of `orderFen`): each of its commissions loses the same share
 * (all of it for a full refund). A pending one shrinks; one already available is taken back from
 * the available balance (which may go below zero: later commissions make it up before a
 * withdrawal can). Returns the fen reversed.
 */
export async function reverseOrderCommissions(tx: Db, orderId: string, refundFen: number, orderFen: number, now: Date): Promise<number> {
  let total = 0;
  for (const credit of await openCreditsOf(tx, orderId)) {
    const share = orderFen <= 0 || refundFen >= orderFen ? credit.amountFen : Math.round((credit.amountFen * refundFen) / orderFen);
    const back = Math.min(share, credit.amountFen - credit.reversedFen);
    if (back <= 0) continue;
    const full = credit.reversedFen + back >= credit.amountFen;
    await tx
      .update(walletCredits)
      .set({ reversedFen: sql`${walletCredits.reversedFen} + ${back}`, ...(full ? { status: 2 } : {}) })
      .where(eq(walletCredits.id, credit.id));
    await move(tx, { iid: credit.iid, memberId: credit.memberId, cause: 'reversal', title: `订单退款，佣金扣回：${credit.title}`, creditId: credit.id, at: now }, [
      { bucket: credit.status === 0 ? 'pending' : 'available', amountFen: -back },
    ]);
    await tell(tx, credit, 'reversed', back, now);
    total += back;
  }
  return total;
}

/**
 * Money settled to a member from another module (a crowdfunding project's raised amount): straight
 * into the available balance, one entry naming `cause` and `title`; a negative amount takes some
 * back (the available balance may go below zero, as with a reversed commission). Runs in the
 * caller's transaction, which keeps its own record of what it settled.
 */
export async function settleToWallet(tx: Db, to: { iid: number; memberId: number; cause: string; title: string; amountFen: number }, now: Date): Promise<void> {
  if (!Number.isSafeInteger(to.amountFen)) throw new Error(`not fen: ${to.amountFen}`);
  await move(tx, { iid: to.iid, memberId: to.memberId, cause: to.cause, title: to.title, at: now }, [{ bucket: 'available', amountFen: to.amountFen }]);
}

/**
 * The balances that differ from their ledger's sum (the invariant: none ever does), for the tests
 * and for an operator's check.
 */
export async function ledgerMismatches(db: Db): Promise<{ memberId: number; bucket: string; balanceFen: number; ledgerFen: number }[]> {
  const sums = await db
    .select({ memberId: walletEntries.memberId, bucket: walletEntries.bucket, fen: sql<number>`sum(${walletEntries.amountFen})::int` })
    .from(walletEntries)
    .groupBy(walletEntries.memberId, walletEntries.bucket);
  const out = [];
  for (const b of await db.select().from(walletBalances)) {
    for (const [bucket, balanceFen] of [['available', b.availableFen], ['pending', b.pendingFen], ['frozen', b.frozenFen]] as const) {
      const ledgerFen = sums.find((s) => s.memberId === b.memberId && s.bucket === bucket)?.fen ?? 0;
      if (ledgerFen !== balanceFen) out.push({ memberId: b.memberId, bucket, balanceFen, ledgerFen });
    }
  }
  return out;
}

/** How many of the tenant's withdrawals wait for review (the console's to-do counter). */
export async function pendingWithdrawalCount(db: Db, iid: number): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(walletWithdrawals).where(sql`${walletWithdrawals.iid} = ${iid} and ${walletWithdrawals.status} = 0`);
  return row?.n ?? 0;
}
