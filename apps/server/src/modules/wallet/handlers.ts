import { wallet } from '@tongxin/api-client/catalogue';
import { cardTail, isAlipayAccount, isBankCard, isChineseName } from '@tongxin/validators';
import { and, count, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { refuse } from '../../http/reply-error';
import { implement } from '../../platform/module';
import { pageOffset } from '../../platform/paging';
import { requireMember } from '../member/api';
import { settleDue } from './ledger';
import { rulesOf } from './rules';
import { walletBalances, walletCredits, walletEntries, walletNotices, walletPayAccounts, walletWithdrawals } from './schema';
import { giveBack, markPaid, maskAlipay, requestWithdrawal, withdrawalView } from './withdrawals';

type CreditRow = typeof walletCredits.$inferSelect;
type EntryRow = typeof walletEntries.$inferSelect;
type AccountRow = typeof walletPayAccounts.$inferSelect;

const creditView = (c: CreditRow) => ({
  id: c.id,
  title: c.title,
  orderId: c.orderId,
  level: c.level,
  orderFen: c.orderFen,
  rateBp: c.rateBp,
  amountFen: c.amountFen,
  reversedFen: c.reversedFen,
  status: c.status,
  buyer: c.buyer,
  createdAt: c.createdAt.toISOString(),
  settleAt: c.settleAt.toISOString(),
  settledAt: c.settledAt?.toISOString() ?? null,
});

const entryView = (e: EntryRow) => ({
  id: e.id,
  amountFen: e.amountFen,
  bucket: e.bucket,
  cause: e.cause,
  title: e.title,
  creditId: e.creditId,
  withdrawalId: e.withdrawalId,
  createdAt: e.createdAt.toISOString(),
});

const accountView = (a: AccountRow) => ({
  id: a.id,
  method: a.method,
  holder: a.holder,
  bankName: a.bankName,
  accountNo: a.method === 'bank' ? `**** **** **** ${cardTail(a.accountNo)}` : maskAlipay(a.accountNo),
  bankAddress: a.bankAddress,
});

/** The member's summary: each bucket's balance, what was withdrawn and earned, the rules. */
export async function summaryOf(db: Db, iid: number, memberId: number) {
  const [balance] = await db.select().from(walletBalances).where(eq(walletBalances.memberId, memberId));
  const [withdrawn] = await db
    .select({ fen: sql<number>`coalesce(sum(${walletWithdrawals.amountFen}), 0)::int` })
    .from(walletWithdrawals)
    .where(and(eq(walletWithdrawals.memberId, memberId), eq(walletWithdrawals.status, wallet.WITHDRAW_STATUS.paid)));
  const [income] = await db
    .select({ fen: sql<number>`coalesce(sum(${walletCredits.amountFen} - ${walletCredits.reversedFen}), 0)::int` })
    .from(walletCredits)
    .where(eq(walletCredits.memberId, memberId));
  return {
    availableFen: balance?.availableFen ?? 0,
    pendingFen: balance?.pendingFen ?? 0,
    frozenFen: balance?.frozenFen ?? 0,
    withdrawnFen: withdrawn?.fen ?? 0,
    totalIncomeFen: income?.fen ?? 0,
    rules: await rulesOf(db, iid),
  };
}

async function myWithdrawal(db: Db, memberId: number, id: number) {
  const [row] = await db.select().from(walletWithdrawals).where(and(eq(walletWithdrawals.id, id), eq(walletWithdrawals.memberId, memberId)));
  if (!row) throw refuse(wallet.withdrawDetail.errors.notFound, '提现记录不存在');
  return row;
}

/** The member's wallet: every read settles what fell due first, so nobody waits for the job. */
export const walletCalls = [
  implement(wallet.summary, async ({ iid, token }, { services: s }) => {
    const now = new Date(s.now());
    const me = await requireMember(s.db, iid, token, now);
    await settleDue(s.db, now, me.id);
    return summaryOf(s.db, iid, me.id);
  }),

  implement(wallet.incomeList, async ({ iid, token, status, ...page }, { services: s }) => {
    const now = new Date(s.now());
    const me = await requireMember(s.db, iid, token, now);
    await settleDue(s.db, now, me.id);
    const where = and(eq(walletCredits.memberId, me.id), status === undefined ? undefined : eq(walletCredits.status, status));
    const rows = await s.db.select().from(walletCredits).where(where).orderBy(desc(walletCredits.id)).limit(page.pageSize).offset(pageOffset(page));
    const [total] = await s.db.select({ n: count() }).from(walletCredits).where(where);
    return { list: rows.map(creditView), total: total?.n ?? 0 };
  }),

  implement(wallet.notices, async ({ iid, token, ...page }, { services: s }) => {
    const now = new Date(s.now());
    const me = await requireMember(s.db, iid, token, now);
    await settleDue(s.db, now, me.id);
    const mine = eq(walletNotices.memberId, me.id);
    const rows = await s.db
      .select({ notice: walletNotices, title: walletCredits.title, orderId: walletCredits.orderId, level: walletCredits.level })
      .from(walletNotices)
      .innerJoin(walletCredits, eq(walletCredits.id, walletNotices.creditId))
      .where(mine)
      .orderBy(desc(walletNotices.id))
      .limit(page.pageSize)
      .offset(pageOffset(page));
    const [total] = await s.db.select({ n: count() }).from(walletNotices).where(mine);
    const [unread] = await s.db.select({ n: count() }).from(walletNotices).where(and(mine, isNull(walletNotices.readAt)));
    return {
      list: rows.map(({ notice: n, ...credit }) => ({ id: n.id, kind: n.kind, amountFen: n.amountFen, creditId: n.creditId, ...credit, createdAt: n.createdAt.toISOString(), read: n.readAt !== null })),
      total: total?.n ?? 0,
      unread: unread?.n ?? 0,
    };
  }),

  implement(wallet.noticesRead, async ({ iid, token }, { services: s }) => {
    const now = new Date(s.now());
    const me = await requireMember(s.db, iid, token, now);
    await s.db.update(walletNotices).set({ readAt: now }).where(and(eq(walletNotices.memberId, me.id), isNull(walletNotices.readAt)));
    return { unread: 0 };
  }),

  implement(wallet.incomeDetail, async ({ iid, token, id }, { services: s }) => {
    const now = new Date(s.now());
    const me = await requireMember(s.db, iid, token, now);
    await settleDue(s.db, now, me.id);
    const [credit] = await s.db.select().from(walletCredits).where(and(eq(walletCredits.id, id), eq(walletCredits.memberId, me.id)));
    if (!credit) throw refuse(wallet.incomeDetail.errors.notFound, '收益记录不存在');
    const entries = await s.db.select().from(walletEntries).where(and(eq(walletEntries.creditId, id), eq(walletEntries.memberId, me.id))).orderBy(walletEntries.id);
    return { credit: creditView(credit), entries: entries.map(entryView) };
  }),

  implement(wallet.ledger, async ({ iid, token, ...page }, { services: s }) => {
    const me = await requireMember(s.db, iid, token, new Date(s.now()));
    const where = eq(walletEntries.memberId, me.id);
    const rows = await s.db.select().from(walletEntries).where(where).orderBy(desc(walletEntries.id)).limit(page.pageSize).offset(pageOffset(page));
    const [total] = await s.db.select({ n: count() }).from(walletEntries).where(where);
    return { list: rows.map(entryView), total: total?.n ?? 0 };
  }),

  implement(wallet.withdraw, async ({ iid, token, amountFen, method, accountId }, { services: s }) => {
    const now = new Date(s.now());
    const me = await requireMember(s.db, iid, token, now);
    return withdrawalView(await requestWithdrawal(s.db, { iid, memberId: me.id, amountFen, method, accountId }, now));
  }),

  implement(wallet.withdrawList, async ({ iid, token, ...page }, { services: s }) => {
    const me = await requireMember(s.db, iid, token, new Date(s.now()));
    const where = eq(walletWithdrawals.memberId, me.id);
    const rows = await s.db.select().from(walletWithdrawals).where(where).orderBy(desc(walletWithdrawals.id)).limit(page.pageSize).offset(pageOffset(page));
    const [total] = await s.db.select({ n: count() }).from(walletWithdrawals).where(where);
    return { list: rows.map(withdrawalView), total: total?.n ?? 0 };
  }),

  implement(wallet.withdrawDetail, async ({ iid, token, id }, { services: s }) => {
    const me = await requireMember(s.db, iid, token, new Date(s.now()));
    return withdrawalView(await myWithdrawal(s.db, me.id, id));
  }),

  implement(wallet.withdrawCancel, async ({ iid, token, id }, { services: s }) => {
    const now = new Date(s.now());
    const me = await requireMember(s.db, iid, token, now);
    await myWithdrawal(s.db, me.id, id);
    const row = await s.db.transaction(async (tx) => {
      const [cancelled] = await tx
        .update(walletWithdrawals)
        .set({ status: wallet.WITHDRAW_STATUS.cancelled, reason: '用户取消' })
        .where(and(eq(walletWithdrawals.id, id), eq(walletWithdrawals.status, wallet.WITHDRAW_STATUS.submitted)))
        .returning();
      if (!cancelled) throw refuse(wallet.withdrawCancel.errors.notSubmitted);
      return giveBack(tx, cancelled, 'withdraw_return', '取消提现退回', now);
    });
    return withdrawalView(row);
  }),

  implement(wallet.withdrawConfirm, async ({ iid, token, id }, { services: s }) => {
    const now = new Date(s.now());
    const me = await requireMember(s.db, iid, token, now);
    const row = await myWithdrawal(s.db, me.id, id);
    if (row.method !== 'wechat') throw refuse(wallet.withdrawConfirm.errors.notWaiting);
    return withdrawalView(await s.db.transaction((tx) => markPaid(tx, row, now)));
  }),

  implement(wallet.accounts, async ({ iid, token }, { services: s }) => {
    const me = await requireMember(s.db, iid, token, new Date(s.now()));
    const rows = await s.db.select().from(walletPayAccounts).where(eq(walletPayAccounts.memberId, me.id)).orderBy(walletPayAccounts.id);
    return rows.map(accountView);
  }),

  implement(wallet.saveAccount, async ({ iid, token, id, method, holder, bankName = '', accountNo, bankAddress = '' }, { services: s }) => {
    const errors = wallet.saveAccount.errors;
    const now = new Date(s.now());
    const me = await requireMember(s.db, iid, token, now);
    if (!isChineseName(holder)) throw refuse(errors.badHolder);
    const number = method === 'bank' ? accountNo.replace(/ /g, '') : accountNo.trim();
    if (method === 'bank' && !isBankCard(number)) throw refuse(errors.badCard);
    if (method === 'bank' && !bankName.trim()) throw refuse(errors.bankRequired);
    if (method === 'alipay' && !isAlipayAccount(number)) throw refuse(errors.badAlipay);
    const values = { method, holder, bankName: method === 'bank' ? bankName.trim() : '', accountNo: number, bankAddress: method === 'bank' ? bankAddress.trim() : '' };
    if (id !== undefined) {
      const [row] = await s.db
        .update(walletPayAccounts)
        .set(values)
        .where(and(eq(walletPayAccounts.id, id), eq(walletPayAccounts.memberId, me.id)))
        .returning();
      if (!row) throw refuse(errors.notFound, '收款账户不存在');
      return accountView(row);
    }
    const [held] = await s.db.select({ n: count() }).from(walletPayAccounts).where(eq(walletPayAccounts.memberId, me.id));
    if ((held?.n ?? 0) >= 5) throw refuse(errors.tooMany);
    const [row] = await s.db.insert(walletPayAccounts).values({ iid, memberId: me.id, ...values, createdAt: now }).returning();
    if (!row) throw new Error('account not stored');
    return accountView(row);
  }),

  implement(wallet.deleteAccount, async ({ iid, token, id }, { services: s }) => {
    const me = await requireMember(s.db, iid, token, new Date(s.now()));
    const gone = await s.db.delete(walletPayAccounts).where(and(eq(walletPayAccounts.id, id), eq(walletPayAccounts.memberId, me.id))).returning({ id: walletPayAccounts.id });
    if (gone.length === 0) throw refuse(wallet.deleteAccount.errors.notFound, '收款账户不存在');
    return true;
  }),
];
