import { staff, wallet } from '@tongxin/api-client/catalogue';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, ok, startTestApp, type TestApp } from '../../testing/harness';
import { signUp } from '../../testing/member';
import { DEMO_OWNER, signInStaff } from '../../testing/staff';
import { walletBalances } from './schema';
import { and, eq } from 'drizzle-orm';
import { fundMember } from './testing';
import { requestWithdrawal } from './withdrawals';

/* The console's withdrawal queue: finance approves or rejects with a reason, in its own tenant only. */
describe('console withdrawals', () => {
  let t: TestApp;
  let finance: string;
  let owner3073: string;
  beforeAll(async () => {
    t = await startTestApp('pglite');
    finance = await signInStaff(t.app, '13800001002', 'Tongxin1002');
    owner3073 = await signInStaff(t.app, '13800003073', 'Tongxin3073');
  }, 120_000);
  afterAll(async () => {
    await t?.close();
  });

  const withdrawal = async (mobile: string) => {
    const who = await signUp(t.app, 1000, mobile);
    await fundMember(t.database.db, { iid: 1000, memberId: who.userId }, 5000, `CONSOLE-${mobile}`);
    const row = await requestWithdrawal(t.database.db, { iid: 1000, memberId: who.userId, amountFen: 2000, method: 'wechat' }, new Date());
    return { who, id: row.id };
  };

  it('lists, rejects with the reason (the money comes back) and approves, refusing another tenant and a missing reason', async () => {
    const a = await withdrawal('13900009101');
    const b = await withdrawal('13900009102');
    const queue = ok(await call(t.app, wallet.consoleWithdrawals, { token: finance, status: 0 }));
    expect(queue.list.map((w) => w.id)).toEqual(expect.arrayContaining([a.id, b.id]));
    expect(queue.list.find((w) => w.id === a.id)).toMatchObject({ mobile: '13900009101', statusText: '审核中', amountFen: 2000 });
    expect(ok(await call(t.app, wallet.consoleWithdrawals, { token: owner3073 })).list).toEqual([]);
    expect((await call(t.app, wallet.consoleReview, { token: owner3073, withdrawalId: a.id, approve: true, reason: '越权' })).error?.code).toBe(404);
    expect((await call(t.app, wallet.consoleReview, { token: finance, withdrawalId: a.id, approve: false, reason: '' })).error?.code).toBe(4922);
    const rejected = ok(await call(t.app, wallet.consoleReview, { token: finance, withdrawalId: a.id, approve: false, reason: '收款信息有误' }));
    expect(rejected).toMatchObject({ statusText: '已驳回', reason: '收款信息有误' });
    const [balance] = await t.database.db.select().from(walletBalances).where(and(eq(walletBalances.iid, 1000), eq(walletBalances.memberId, a.who.userId)));
    expect(balance?.availableFen).toBe(5000);
    expect(ok(await call(t.app, wallet.consoleReview, { token: finance, withdrawalId: b.id, approve: true, reason: '核对无误' })).statusText).toBe('打款中');
    expect((await call(t.app, wallet.consoleReview, { token: finance, withdrawalId: b.id, approve: true, reason: '再次' })).error).toEqual({ code: wallet.withdrawCancel.errors.notSubmitted.code, msg: '该提现不在审核中' });
    const owner = await signInStaff(t.app, DEMO_OWNER.mobile, DEMO_OWNER.password);
    const log = ok(await call(t.app, staff.auditList, { token: owner, action: 'wallet.' })).list;
    expect(log.map((l) => [l.action, l.reason])).toEqual(expect.arrayContaining([['wallet.reject', '收款信息有误'], ['wallet.approve', '核对无误']]));
  });
});
