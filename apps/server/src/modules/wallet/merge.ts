import { wallet } from '@tongxin/api-client/catalogue';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { MemberMerge } from '../../platform/module';
import { walletBalances, walletCredits, walletEntries, walletNotices, walletPayAccounts, walletWithdrawals } from './schema';
import { giveBack } from './withdrawals';

const OPEN = [wallet.WITHDRAW_STATUS.submitted, wallet.WITHDRAW_STATUS.approved];

/**
 * Two members become one (a WeChat or app member binds the number of an existing one): the balances add up, every entry, credit, withdrawal,
 * account and notice moves. A member holds one open withdrawal: when both hold one, `from`'s submitted one is
 * cancelled first (its money back in the balance that moves), so nothing frozen is lost.
 */
export async function mergeWallet(tx: Db, { iid, from, into }: MemberMerge): Promise<void> {
  const [intoOpen] = await tx.select({ id: walletWithdrawals.id }).from(walletWithdrawals).where(and(eq(walletWithdrawals.memberId, into), inArray(walletWithdrawals.status, OPEN)));
  if (intoOpen) {
    const cancelled = await tx
      .update(walletWithdrawals)
      .set({ status: wallet.WITHDRAW_STATUS.cancelled, reason: '账号合并，请重新申请' })
      .where(and(eq(walletWithdrawals.memberId, from), inArray(walletWithdrawals.status, OPEN)))
      .returning();
    for (const row of cancelled) await giveBack(tx, row, 'withdraw_return', '账号合并，提现退回', new Date());
  }
  const [source] = await tx.select().from(walletBalances).where(eq(walletBalances.memberId, from)).for('update');
  if (source) {
    await tx
      .insert(walletBalances)
      .values({ memberId: into, iid, availableFen: source.availableFen, pendingFen: source.pendingFen, frozenFen: source.frozenFen })
      .onConflictDoUpdate({
        target: walletBalances.memberId,
        set: {
          availableFen: sql`${walletBalances.availableFen} + ${source.availableFen}`,
          pendingFen: sql`${walletBalances.pendingFen} + ${source.pendingFen}`,
          frozenFen: sql`${walletBalances.frozenFen} + ${source.frozenFen}`,
        },
      });
    await tx.delete(walletBalances).where(eq(walletBalances.memberId, from));
  }
  for (const table of [walletEntries, walletCredits, walletWithdrawals, walletPayAccounts, walletNotices]) {
    await tx.update(table).set({ memberId: into }).where(eq(table.memberId, from));
  }
}
