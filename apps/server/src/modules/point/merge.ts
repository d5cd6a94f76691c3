import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { MemberMerge } from '../../platform/module';
import { coinAccounts, coinTrans } from './schema';

/** Two members become one (a WeChat or app member binds the number of an existing one): the balances add up, every change moves; the daily sign-in stays `into`'s. */
export async function mergePoints(tx: Db, { iid, from, into }: MemberMerge): Promise<void> {
  const [source] = await tx.select().from(coinAccounts).where(eq(coinAccounts.memberId, from)).for('update');
  if (source) {
    await tx
      .insert(coinAccounts)
      .values({ memberId: into, iid, balance: source.balance, lastSignDay: source.lastSignDay, signDays: source.signDays })
      .onConflictDoUpdate({ target: coinAccounts.memberId, set: { balance: sql`${coinAccounts.balance} + ${source.balance}` } });
    await tx.delete(coinAccounts).where(eq(coinAccounts.memberId, from));
  }
  await tx.update(coinTrans).set({ memberId: into }).where(eq(coinTrans.memberId, from));
}
