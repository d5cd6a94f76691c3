import { COMMON_ERRORS, wallet } from '@tongxin/api-client/catalogue';
import { and, count, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { refuse } from '../../http/reply-error';
import { memberCards } from '../member/api';
import { implementConsole } from '../staff/api';
import { walletWithdrawals } from './schema';
import { review, withdrawalView } from './withdrawals';

type WithdrawalRow = typeof walletWithdrawals.$inferSelect;

/** Withdrawals with the member's number and the status in words. */
async function consoleViews(db: Db, rows: readonly WithdrawalRow[]) {
  const cards = await memberCards(db, rows.map((r) => r.memberId));
  return rows.map((r) => ({ ...withdrawalView(r), memberId: r.memberId, mobile: cards.get(r.memberId)?.mobile ?? '', statusText: wallet.WITHDRAW_STATUS_TEXT[r.status] ?? '' }));
}

/** The console's withdrawal queue (finance), in the caller's tenant. */
export const walletConsoleCalls = [
  implementConsole(wallet.consoleWithdrawals, async ({ status, pageNo, pageSize }, { services: s, iid }) => {
    const where = and(eq(walletWithdrawals.iid, iid), status === undefined ? undefined : eq(walletWithdrawals.status, status));
    const [total] = await s.db.select({ n: count() }).from(walletWithdrawals).where(where);
    const rows = await s.db.select().from(walletWithdrawals).where(where).orderBy(desc(walletWithdrawals.id)).limit(pageSize).offset((pageNo - 1) * pageSize);
    return { list: await consoleViews(s.db, rows), total: total?.n ?? 0 };
  }),

  implementConsole(wallet.consoleReview, async ({ withdrawalId, approve, reason }, { services: s, iid, audit }) => {
    const [before] = await s.db.select().from(walletWithdrawals).where(and(eq(walletWithdrawals.id, withdrawalId), eq(walletWithdrawals.iid, iid)));
    // Another tenant's withdrawal reads as missing, whatever its id.
    if (!before) throw refuse(COMMON_ERRORS.notFound, '没有这笔提现');
    const decided = await review(s.db, withdrawalId, approve ? { approve: true } : { approve: false, reason: reason.trim() }, new Date(s.now()), iid);
    const [after] = await s.db.select().from(walletWithdrawals).where(eq(walletWithdrawals.id, decided.id));
    const [view] = await consoleViews(s.db, [after ?? decided]);
    if (!view) throw refuse(COMMON_ERRORS.notFound, '没有这笔提现');
    await audit({ action: approve ? 'wallet.approve' : 'wallet.reject', target: `withdrawal:${withdrawalId}`, before: { status: before.status, amountFen: before.amountFen }, after: { status: view.status } });
    return view;
  }),
];
