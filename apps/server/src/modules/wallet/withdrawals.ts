import { wallet } from '@tongxin/api-client/catalogue';
import { cardTail } from '@tongxin/validators';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { refuse } from '../../http/reply-error';
import { freeze, lockBalance, move, settleDue } from './ledger';
import { rulesOf } from './rules';
import { walletPayAccounts, walletWithdrawals } from './schema';

/*
 * Withdrawals: submitted → approved (WeChat change: waits for the member to confirm receipt in
 * WeChat) → paid; a bank or alipay withdrawal is paid when the reviewer approves it (the reviewer
 * approves after transferring). Rejected or cancelled: the amount goes back to available at once.
 * Every step is a conditional UPDATE on the status, so two reviewers (or a reviewer and the member)
 * cannot both move it.
 */

const S = wallet.WITHDRAW_STATUS;
export type WithdrawalRow = typeof walletWithdrawals.$inferSelect;

export const withdrawalView = (w: WithdrawalRow) => ({
  id: w.id,
  amountFen: w.amountFen,
  feeFen: w.feeFen,
  arrivalFen: w.amountFen - w.feeFen,
  method: w.method,
  destination: w.destination,
  status: w.status,
  reason: w.reason,
  createdAt: w.createdAt.toISOString(),
  reviewedAt: w.reviewedAt?.toISOString() ?? null,
  paidAt: w.paidAt?.toISOString() ?? null,
});

const yuan = (fen: number) => (fen / 100).toFixed(2);

export interface WithdrawRequest {
  readonly iid: number;
  readonly memberId: number;
  readonly amountFen: number;
  readonly method: 'wechat' | 'bank' | 'alipay';
  readonly accountId?: number;
}

/** A member's withdrawal request, in one transaction under the balance row's lock. */
export async function requestWithdrawal(db: Db, r: WithdrawRequest, now: Date): Promise<WithdrawalRow> {
  const errors = wallet.withdraw.errors;
  const rules = await rulesOf(db, r.iid);
  if (r.amountFen < rules.minWithdrawFen) throw refuse(errors.belowMinimum, `提现金额小于最低提现金额 ¥${yuan(rules.minWithdrawFen)}`);
  if (r.amountFen > rules.maxWithdrawFen) throw refuse(errors.aboveMaximum, `单次最多提现 ¥${yuan(rules.maxWithdrawFen)}`);
  const feeFen = wallet.withdrawFeeFen(r.amountFen, rules.feeBp);
  if (feeFen >= r.amountFen) throw refuse(errors.feeTooHigh);
  let destination: string = wallet.PAYOUT_METHOD_TEXT.wechat;
  if (r.method !== 'wechat') {
    const [account] = r.accountId
      ? await db
          .select()
          .from(walletPayAccounts)
          .where(and(eq(walletPayAccounts.id, r.accountId), eq(walletPayAccounts.memberId, r.memberId), eq(walletPayAccounts.method, r.method)))
      : [];
    if (!account) throw refuse(errors.noAccount);
    destination = account.method === 'bank' ? `${account.bankName} 尾号${cardTail(account.accountNo)}` : `支付宝 ${maskAlipay(account.accountNo)}`;
  }
  await settleDue(db, now, r.memberId);
  const made = await db.transaction(async (tx) => {
    await lockBalance(tx, r.iid, r.memberId);
    const [open] = await tx
      .select({ id: walletWithdrawals.id })
      .from(walletWithdrawals)
      .where(and(eq(walletWithdrawals.memberId, r.memberId), inArray(walletWithdrawals.status, [S.submitted, S.approved])));
    if (open) throw refuse(errors.open);
    const [row] = await tx
      .insert(walletWithdrawals)
      .values({ iid: r.iid, memberId: r.memberId, amountFen: r.amountFen, feeFen, method: r.method, destination, createdAt: now })
      .returning();
    if (!row) throw new Error('withdrawal not stored');
    const taken = await freeze(tx, { iid: r.iid, memberId: r.memberId, cause: 'withdraw', title: `提现申请：${destination}`, withdrawalId: row.id, at: now }, r.amountFen);
    if (!taken) {
      const [balance] = [await lockBalance(tx, r.iid, r.memberId)];
      throw refuse(errors.tooMuch, `提现金额超出可提现金额 ¥${yuan(Math.max(0, balance.availableFen))}`);
    }
    return row;
  });
  return rules.reviewRequired ? made : review(db, made.id, { approve: true }, now);
}

/** A reviewer's decision on a submitted withdrawal. */
export async function review(db: Db, id: number, decision: { approve: true } | { approve: false; reason: string }, now: Date, iid?: number): Promise<WithdrawalRow> {
  return db.transaction(async (tx) => {
    const next = decision.approve ? S.approved : S.rejected;
    const [row] = await tx
      .update(walletWithdrawals)
      .set({ status: next, reviewedAt: now, reason: decision.approve ? '' : decision.reason })
      .where(and(eq(walletWithdrawals.id, id), eq(walletWithdrawals.status, S.submitted), iid === undefined ? undefined : eq(walletWithdrawals.iid, iid)))
      .returning();
    if (!row) throw refuse(wallet.withdrawCancel.errors.notSubmitted, '该提现不在审核中');
    if (!decision.approve) return giveBack(tx, row, 'withdraw_return', `提现驳回退回：${decision.reason}`, now);
    // WeChat change waits for the member's confirmation in WeChat; a transfer to an account is made by the reviewer.
    return row.method === 'wechat' ? row : markPaid(tx, row, now);
  });
}

/** The money leaves the wallet: frozen → out. */
export async function markPaid(tx: Db, row: WithdrawalRow, now: Date): Promise<WithdrawalRow> {
  const [paid] = await tx
    .update(walletWithdrawals)
    .set({ status: S.paid, paidAt: now })
    .where(and(eq(walletWithdrawals.id, row.id), eq(walletWithdrawals.status, S.approved)))
    .returning();
  if (!paid) throw refuse(wallet.withdrawConfirm.errors.notWaiting);
  await move(tx, { iid: row.iid, memberId: row.memberId, cause: 'withdraw_paid', title: `提现到账：${row.destination}`, withdrawalId: row.id, at: now }, [
    { bucket: 'frozen', amountFen: -row.amountFen },
  ]);
  return paid;
}

/** A rejected or cancelled withdrawal: frozen → available. */
export async function giveBack(tx: Db, row: WithdrawalRow, cause: string, title: string, now: Date): Promise<WithdrawalRow> {
  await move(tx, { iid: row.iid, memberId: row.memberId, cause, title, withdrawalId: row.id, at: now }, [
    { bucket: 'frozen', amountFen: -row.amountFen },
    { bucket: 'available', amountFen: row.amountFen },
  ]);
  return row;
}

/** An alipay account as shown: a number's middle or a mailbox's name hidden. */
export function maskAlipay(account: string): string {
  const at = account.indexOf('@');
  if (at > 0) return `${account.slice(0, Math.min(2, at))}***${account.slice(at)}`;
  return account.length >= 7 ? `${account.slice(0, 3)}****${account.slice(-4)}` : account;
}
