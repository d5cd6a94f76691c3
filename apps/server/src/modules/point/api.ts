import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { coinAccounts } from './schema';

/** A member's points balance (0 before their first points). */
export async function balanceOf(db: Db, memberId: number): Promise<number> {
  const [account] = await db.select({ balance: coinAccounts.balance }).from(coinAccounts).where(eq(coinAccounts.memberId, memberId));
  return account?.balance ?? 0;
}
