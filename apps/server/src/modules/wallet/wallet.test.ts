import { wallet } from '@tongxin/api-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKENDS, call, ok, startTestApp, type TestApp } from '../../testing/harness';
import { signUp } from '../../testing/member';
import { runAdmin } from '../../cli/admin';
import { requireMember } from '../member/api';
import { ledgerMismatches } from './api';
import { fundMember } from './testing';

const IID = 1000;

describe.each(BACKENDS)('wallet on %s', (backend) => {
  let t: TestApp;
  let seq = 0;
  let orders = 0;

  /** A new member with `fen` available (settled commission). */
  async function funded(fen: number) {
    seq += 1;
    const mobile = `1352${backend === 'pglite' ? '0' : '1'}00${String(seq).padStart(4, '0')}`;
    const { token } = await signUp(t.app, IID, mobile);
    const me = await requireMember(t.database.db, IID, token, new Date());
    if (fen > 0) await fundMember(t.database.db, { iid: IID, memberId: me.id }, fen, `WT-${backend}-${(orders += 1)}`);
    return { token, id: me.id };
  }
  type Who = Awaited<ReturnType<typeof funded>>;
  const withdraw = (who: Who, amountFen: number, extra: Record<string, unknown> = {}) => call(t.app, wallet.withdraw, { iid: IID, token: who.token, amountFen, method: 'wechat', ...extra });
  const summary = async (who: Who) => ok(await call(t.app, wallet.summary, { iid: IID, token: who.token }));
  const admin = (method: 'GET' | 'POST', url: string, payload?: object) => t.app.inject({ method, url, payload, headers: { authorization: `Bearer ${t.operatorToken}` } });
  const ledgerSumsToBalances = async () => expect(await ledgerMismatches(t.database.db)).toEqual([]);

  beforeAll(async () => {
    t = await startTestApp(backend);
  }, 60_000);
  afterAll(() => t.close());

  it('refuses more than available, below the minimum, above the maximum, and a second open withdrawal', async () => {
    const who = await funded(5000);
    expect((await withdraw(who, 5001)).error).toEqual({ code: wallet.withdraw.errors.tooMuch.code, msg: '提现金额超出可提现金额 ¥50.00' });
    expect((await withdraw(who, 99)).error).toEqual({ code: wallet.withdraw.errors.belowMinimum.code, msg: '提现金额小于最低提现金额 ¥1.00' });
    expect((await withdraw(who, 2_000_001)).error?.code).toBe(wallet.withdraw.errors.aboveMaximum.code);
    expect((await withdraw(who, 0)).status).toBe(400);
    expect((await withdraw(who, 100, { method: 'bank' })).error).toEqual(wallet.withdraw.errors.noAccount);
    const first = ok(await withdraw(who, 1000));
    expect(first).toMatchObject({ amountFen: 1000, feeFen: 0, arrivalFen: 1000, destination: '微信零钱', status: wallet.WITHDRAW_STATUS.submitted });
    expect((await withdraw(who, 1000)).error).toEqual(wallet.withdraw.errors.open);
    expect(await summary(who)).toMatchObject({ availableFen: 4000, frozenFen: 1000 });
    await ledgerSumsToBalances();
  });

  it('two withdrawals at once: one wins, nothing is overdrawn, the ledger still sums to the balance', async () => {
    for (let round = 0; round < 3; round++) {
      const who = await funded(3000);
      const replies = await Promise.all([withdraw(who, 3000), withdraw(who, 3000), withdraw(who, 2000)]);
      expect(replies.filter((r) => r.result).length).toBe(1);
      expect(replies.filter((r) => r.error).every((r) => [wallet.withdraw.errors.open.code, wallet.withdraw.errors.tooMuch.code].includes(r.error?.code ?? 0))).toBe(true);
      const s = await summary(who);
      expect(s.availableFen + s.frozenFen).toBe(3000);
      expect(s.availableFen).toBeGreaterThanOrEqual(0);
    }
    await ledgerSumsToBalances();
  });

  it('reviewers approve (WeChat waits for the member to confirm; an account is paid) or reject (the money comes back)', async () => {
    const who = await funded(5000);
    const w = ok(await withdraw(who, 2000));
    expect((await admin('POST', `/api/admin/wallet/withdrawals/${w.id}/reject`, {})).statusCode).toBe(400);
    expect((await admin('POST', `/api/admin/wallet/withdrawals/${w.id}/reject`, { reason: '账户信息有误' })).json()).toMatchObject({ code: 0, t: { status: wallet.WITHDRAW_STATUS.rejected, reason: '账户信息有误' } });
    expect(await summary(who)).toMatchObject({ availableFen: 5000, frozenFen: 0, withdrawnFen: 0 });
    expect((await admin('POST', `/api/admin/wallet/withdrawals/${w.id}/approve`, { reason: '核对无误' })).statusCode).toBe(409);

    const w2 = ok(await withdraw(who, 3000));
    const approved = (await admin('POST', `/api/admin/wallet/withdrawals/${w2.id}/approve`, { reason: '核对无误' })).json<{ t: { status: number } }>();
    expect(approved.t.status).toBe(wallet.WITHDRAW_STATUS.approved);
    expect((await call(t.app, wallet.withdrawCancel, { iid: IID, token: who.token, id: w2.id })).error).toEqual(wallet.withdrawCancel.errors.notSubmitted);
    expect(ok(await call(t.app, wallet.withdrawConfirm, { iid: IID, token: who.token, id: w2.id }))).toMatchObject({ status: wallet.WITHDRAW_STATUS.paid, paidAt: expect.any(String) as unknown });
    expect((await call(t.app, wallet.withdrawConfirm, { iid: IID, token: who.token, id: w2.id })).error).toEqual(wallet.withdrawConfirm.errors.notWaiting);
    expect(await summary(who)).toMatchObject({ availableFen: 2000, frozenFen: 0, withdrawnFen: 3000 });

    // To a bank card: the reviewer's approval is the transfer.
    const card = ok(await call(t.app, wallet.saveAccount, { iid: IID, token: who.token, method: 'bank', holder: '李同心', bankName: '招商银行', accountNo: '6222 0212 3456 7894' }));
    expect(card.accountNo).toBe('**** **** **** 7894');
    const w3 = ok(await withdraw(who, 1500, { method: 'bank', accountId: card.id }));
    expect(w3.destination).toBe('招商银行 尾号7894');
    expect((await admin('POST', `/api/admin/wallet/withdrawals/${w3.id}/approve`, { reason: '核对无误' })).json()).toMatchObject({ t: { status: wallet.WITHDRAW_STATUS.paid } });
    expect(await summary(who)).toMatchObject({ availableFen: 500, withdrawnFen: 4500 });
    // The member cancels one under review: back at once.
    const w4 = ok(await withdraw(who, 500));
    expect(ok(await call(t.app, wallet.withdrawCancel, { iid: IID, token: who.token, id: w4.id })).status).toBe(wallet.WITHDRAW_STATUS.cancelled);
    expect((await summary(who)).availableFen).toBe(500);
    // Another member sees none of it.
    const other = await funded(0);
    expect((await call(t.app, wallet.withdrawDetail, { iid: IID, token: other.token, id: w4.id })).error?.code).toBe(404);
    await ledgerSumsToBalances();
  });

  it('a fee from the tenant\'s rules, and payout accounts validated', async () => {
    const who = await funded(10_000);
    expect((await admin('POST', '/api/admin/wallet/rules', { iid: IID, feeBp: 60, minWithdrawFen: 500 })).json()).toMatchObject({ t: { feeBp: 60, minWithdrawFen: 500 } });
    try {
      expect((await withdraw(who, 400)).error?.msg).toBe('提现金额小于最低提现金额 ¥5.00');
      expect(ok(await withdraw(who, 1001))).toMatchObject({ feeFen: 7, arrivalFen: 994 });
    } finally {
      await admin('POST', '/api/admin/wallet/rules', { iid: IID, feeBp: 0, minWithdrawFen: 100 });
    }
    const save = (p: Record<string, unknown>) => call(t.app, wallet.saveAccount, { iid: IID, token: who.token, holder: '李同心', ...p });
    expect((await save({ method: 'bank', bankName: '招商银行', accountNo: '6222021234567897' })).error?.msg).toBe('银行卡号格式不对');
    expect((await save({ method: 'bank', accountNo: '6222021234567894' })).error?.msg).toBe('请填写银行名称');
    expect((await save({ method: 'alipay', accountNo: 'abcdef' })).error?.msg).toBe('支付宝账号应为手机号或邮箱');
    expect((await save({ method: 'alipay', accountNo: '13800138000', holder: 'Li' })).error?.msg).toBe('中文姓名格式不对哦~');
    const ali = ok(await save({ method: 'alipay', accountNo: 'li.tongxin@example.com' }));
    expect(ali.accountNo).toBe('li***@example.com');
    expect(ok(await call(t.app, wallet.accounts, { iid: IID, token: who.token })).map((a) => a.id)).toEqual([ali.id]);
    expect(ok(await call(t.app, wallet.deleteAccount, { iid: IID, token: who.token, id: ali.id }))).toBe(true);
    expect((await call(t.app, wallet.deleteAccount, { iid: IID, token: who.token, id: ali.id })).error?.code).toBe(404);
  });

  it('the admin CLI lists, approves and rejects withdrawals', async () => {
    const who = await funded(2000);
    const w = ok(await withdraw(who, 1200));
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const address = t.app.server.address();
    const baseUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
    const lines: string[] = [];
    const run = (...argv: string[]) => runAdmin(argv, { baseUrl, session: t.operatorToken, print: (l) => lines.push(l) });
    expect(await run('withdrawals', String(IID), '0')).toBe(0);
    expect(lines.join('\n')).toContain(`${w.id}\t12.00`);
    expect(await run('withdraw-reject', String(w.id))).toBe(1);
    expect(await run('withdraw-reject', String(w.id), '信息有误')).toBe(0);
    expect((await summary(who)).availableFen).toBe(2000);
    const w2 = ok(await withdraw(who, 1000));
    expect(await run('withdraw-approve', String(w2.id), '核对无误')).toBe(0);
    expect(ok(await call(t.app, wallet.withdrawDetail, { iid: IID, token: who.token, id: w2.id })).status).toBe(wallet.WITHDRAW_STATUS.approved);
  });
});
