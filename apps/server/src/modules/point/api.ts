import { and, eq, gte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { coinAccounts, coinTrans } from './schema';

/** A member's points balance (0 before their first points). */
export async function balanceOf(db: Db, memberId: number): Promise<number> {
  const [account] = await db.select({ balance: coinAccounts.balance }).from(coinAccounts).where(eq(coinAccounts.memberId, memberId));
  return account?.balance ?? 0;
}

/**
 * Spends points inside the caller's transaction: one conditional UPDATE (balance ≥ amount), so two
 * orders racing for the same points cannot overdraw them; the change is recorded. False when the
 * balance is short (nothing changed).
 */
export async function spendPoints(tx: Db, who: { iid: number; memberId: number }, amount: number, title: string): Promise<boolean> {
  if (amount <= 0) return true;
  const spent = await tx
    .update(coinAccounts)
    .set({ balance: sql`${coinAccounts.balance} - ${amount}` })
    .where(and(eq(coinAccounts.memberId, who.memberId), eq(coinAccounts.iid, who.iid), gte(coinAccounts.balance, amount)))
    .returning({ balance: coinAccounts.balance });
  if (spent.length === 0) return false;
  await tx.insert(coinTrans).values({ iid: who.iid, memberId: who.memberId, amount: -amount, title });
  return true;
}

/** Gives spent points back (their order was cancelled, expired or refunded), recorded. */
export async function returnPoints(tx: Db, who: { iid: number; memberId: number }, amount: number, title: string): Promise<void> {
  if (amount <= 0) return;
  await tx.insert(coinAccounts).values({ memberId: who.memberId, iid: who.iid }).onConflictDoNothing();
  await tx
    .update(coinAccounts)
    .set({ balance: sql`${coinAccounts.balance} + ${amount}` })
    .where(eq(coinAccounts.memberId, who.memberId));
  await tx.insert(coinTrans).values({ iid: who.iid, memberId: who.memberId, amount, title });
}

/** Credits points to a member (a reward, e.g. for inviting), recorded with its title: the same ledger entry as a give-back. */
export const creditPoints = returnPoints;
