import { distribution, order, wallet } from '@tongxin/api-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKENDS, call, ok, startTestApp, type TestApp } from '../../testing/harness';
import { gatewayCall, signUp } from '../../testing/member';
import { requireMember } from '../member/api';
import { ledgerMismatches } from '../wallet/api';
import { DEMO_KEY } from './seed';

const IID = 1000;
const VIP = order.BUSINESS_TYPE.vip;
const WEEK = 7 * 86_400_000;

describe.each(BACKENDS)('distribution and commission on %s', (backend) => {
  let t: TestApp;
  let seq = 0;

  async function newMember() {
    seq += 1;
    const mobile = `1351${backend === 'pglite' ? '0' : '1'}00${String(seq).padStart(4, '0')}`;
    const { token } = await signUp(t.app, IID, mobile);
    const me = await requireMember(t.database.db, IID, token, new Date());
    return { token, id: me.id, mobile };
  }
  type Who = Awaited<ReturnType<typeof newMember>>;
  const got = <T,>(reply: { result?: T; error?: unknown }): T => {
    if (reply.result === undefined) throw new Error(`expected success, got ${JSON.stringify(reply.error)}`);
    return reply.result;
  };
  const gw = <D extends Parameters<typeof gatewayCall>[1]>(d: D, who: Who, params: Record<string, unknown> = {}) => gatewayCall(t.app, d, { iid: IID, token: who.token, ...params });
  const applyUnder = (who: Who, key?: string) => gw(distribution.roleApply, who, { disrParentMultiDisKey: key, realName: '李同心', mobile: who.mobile });
  const keyOf = async (who: Who) => got(await gw(distribution.getKey, who)).multiDisKey;
  const demo = async (): Promise<Who> => {
    const { token } = ok(await call(t.app, (await import('@tongxin/api-client')).member.login, { iid: IID, mobile: '13800138000', password: 'tongxin2024' }));
    return { token, id: (await requireMember(t.database.db, IID, token, new Date())).id, mobile: '13800138000' };
  };
  /** A member active under `parent` (the parent approves). */
  async function distributorUnder(parent: Who): Promise<Who> {
    const who = await newMember();
    const role = got(await applyUnder(who, await keyOf(parent)));
    got(await gw(distribution.roleApprove, parent, { roleId: role.id, pass: 1 }));
    return who;
  }
  /** `buyer` buys the year card through `key` and pays it through the sandbox's notify. */
  async function buyThrough(buyer: Who, key: string | undefined) {
    const { orderId } = got(await gw(order.create, buyer, { orderType: VIP, keys: '2', num: 1, multiDisKey: key }));
    ok(await call(t.app, order.wechatPay, { iid: IID, orderId, openId: `o-${buyer.mobile}`, token: buyer.token }));
    const paid = await t.app.inject({ method: 'POST', url: '/api/dev/pay/sandbox/member', payload: { iid: IID, token: buyer.token, orderId } });
    expect(paid.json()).toMatchObject({ t: { message: 'paid' } });
    return orderId;
  }
  const summary = async (who: Who) => ok(await call(t.app, wallet.summary, { iid: IID, token: who.token }));
  const ledgerSumsToBalances = async () => expect(await ledgerMismatches(t.database.db)).toEqual([]);

  beforeAll(async () => {
    t = await startTestApp(backend, { env: { PAY_SANDBOX_ENDPOINT: '1' } });
  }, 60_000);
  afterAll(() => t.close());

  it('applies under a parent, who approves or rejects; statuses carry their reasons; a role can be cancelled and applied for again', async () => {
    const a = await distributorUnder(await demo());
    const b = await newMember();
    const pending = got(await applyUnder(b, await keyOf(a)));
    expect(pending).toMatchObject({ status: distribution.ROLE_STATUS.pending, parentName: expect.any(String) as unknown });
    expect((await applyUnder(b, await keyOf(a))).error).toEqual(distribution.roleApply.errors.pending);
    expect(got(await gw(distribution.childCount, a))).toMatchObject({ pending: 1, level1: 0 });
    expect((await gw(distribution.roleApprove, a, { roleId: pending.id, pass: 0 })).error?.msg).toBe('请填写拒绝原因');
    got(await gw(distribution.roleApprove, a, { roleId: pending.id, pass: 0, reason: '资料不全' }));
    expect(got(await gw(distribution.roleGet, b))).toMatchObject({ status: distribution.ROLE_STATUS.rejected, reason: '资料不全' });
    expect((await gw(distribution.getKey, b)).error?.code).toBe(distribution.getKey.errors.notDistributor.code);
    // Applying again after a rejection; approved this time; then the member cancels it.
    got(await applyUnder(b, await keyOf(a)));
    expect((await gw(distribution.roleApprove, a, { roleId: pending.id, pass: 1 })).result).toMatchObject({ status: distribution.ROLE_STATUS.active });
    expect((await gw(distribution.roleApprove, a, { roleId: pending.id, pass: 1 })).error).toEqual(distribution.roleApprove.errors.notPending);
    expect(got(await gw(distribution.childList, a, { level: 1 })).list.map((c) => c.id)).toEqual([pending.id]);
    expect(got(await gw(distribution.roleCancel, b, { reason: '工作太忙' }))).toMatchObject({ status: distribution.ROLE_STATUS.cancelled, reason: '工作太忙' });
    // Bad input in the spec's words.
    expect((await gw(distribution.roleApply, b, { realName: 'Li', mobile: b.mobile })).error?.msg).toBe('中文姓名格式不对哦~');
    expect((await gw(distribution.roleApply, b, { realName: '李同心', mobile: '12345678901' })).error?.msg).toBe('手机号码格式不对哦~');
    expect((await applyUnder(b, 'NOSUCHKEY1')).error).toEqual(distribution.roleApply.errors.unknownParent);
  });

  it('refuses applying under oneself or a descendant, and approving someone else\'s child', async () => {
    const root = await demo();
    const a = await distributorUnder(root);
    const b = await distributorUnder(a);
    const c = await distributorUnder(b);
    const aKey = await keyOf(a);
    got(await gw(distribution.roleCancel, a, { reason: '换个上级' }));
    expect((await applyUnder(a, aKey)).error).toEqual(distribution.roleApply.errors.self);
    expect((await applyUnder(a, await keyOf(c))).error).toEqual(distribution.roleApply.errors.cycle);
    expect((await applyUnder(a, await keyOf(b))).error).toEqual(distribution.roleApply.errors.cycle);
    // Someone else's child: c's pending child cannot be approved by a (its grandparent) or by an outsider.
    const d = await newMember();
    const dRole = got(await applyUnder(d, await keyOf(c)));
    expect((await gw(distribution.roleApprove, b, { roleId: dRole.id, pass: 1 })).error).toEqual(distribution.roleApprove.errors.notYours);
    const outsider = await distributorUnder(root);
    expect((await gw(distribution.roleApprove, outsider, { roleId: dRole.id, pass: 1 })).error).toEqual(distribution.roleApprove.errors.notYours);
    expect(got(await gw(distribution.roleGet, d))?.status).toBe(distribution.ROLE_STATUS.pending);
    // Two applications of the same member at once: one is stored, the other told it waits.
    const e = await newMember();
    const both = await Promise.all([applyUnder(e, await keyOf(c)), applyUnder(e, await keyOf(b))]);
    expect(both.filter((r) => r.result).length).toBe(1);
    expect(both.filter((r) => r.error?.code === distribution.roleApply.errors.pending.code).length).toBe(1);
  });

  it('credits the sharer and their parent as pending on payment, available after the window; a refund reverses; the ledger sums to the balance', async () => {
    const a = await distributorUnder(await demo());
    const b = await distributorUnder(a);
    const c = await newMember();
    const orderId = await buyThrough(c, await keyOf(b));
    // The vip module's rates: 15% and 5% of ¥99.00.
    expect(await summary(b)).toMatchObject({ pendingFen: 1485, availableFen: 0 });
    expect(await summary(a)).toMatchObject({ pendingFen: 495, availableFen: 0 });
    const income = ok(await call(t.app, wallet.incomeList, { iid: IID, token: b.token })).list;
    expect(income).toEqual([expect.objectContaining({ orderId, level: 1, orderFen: 9900, rateBp: 1500, amountFen: 1485, status: wallet.CREDIT_STATUS.pending, buyer: `${c.mobile.slice(0, 3)}****${c.mobile.slice(7)}` })]);
    expect(got(await gw(distribution.statistic, b, { days: 7 }))).toMatchObject({ todayFen: 1485, totalFen: 1485, orders: 1, salesFen: 9900 });
    t.advance(WEEK + 1000);
    expect(await summary(b)).toMatchObject({ pendingFen: 0, availableFen: 1485, totalIncomeFen: 1485 });
    expect(await summary(a)).toMatchObject({ pendingFen: 0, availableFen: 495 });

    // A second order refunded while pending: its commission is reversed, nothing else moves.
    const c2 = await newMember();
    const second = await buyThrough(c2, await keyOf(b));
    expect(await summary(b)).toMatchObject({ pendingFen: 1485, availableFen: 1485 });
    ok(await call(t.app, order.refund, { iid: IID, token: c2.token, orderId: second, reason: '不想要了', amountFen: 9900 }));
    const refunded = await t.app.inject({ method: 'POST', url: '/api/dev/pay/sandbox/refund', payload: { iid: IID, token: c2.token, orderId: second } });
    expect(refunded.json()).toMatchObject({ t: { message: 'refunded' } });
    expect(await summary(b)).toMatchObject({ pendingFen: 0, availableFen: 1485, totalIncomeFen: 1485 });
    expect(await summary(a)).toMatchObject({ pendingFen: 0, availableFen: 495 });
    const reversed = ok(await call(t.app, wallet.incomeList, { iid: IID, token: b.token, status: wallet.CREDIT_STATUS.reversed })).list;
    expect(reversed).toEqual([expect.objectContaining({ orderId: second, reversedFen: 1485 })]);
    const detail = ok(await call(t.app, wallet.incomeDetail, { iid: IID, token: b.token, id: reversed[0]?.id ?? 0 }));
    expect(detail.entries.map((e) => [e.cause, e.bucket, e.amountFen])).toEqual([
      ['commission', 'pending', 1485],
      ['reversal', 'pending', -1485],
    ]);
    // No commission on one's own purchase; an order without a key or binding is nobody's.
    await buyThrough(b, await keyOf(b));
    await buyThrough(await newMember(), undefined);
    expect(await summary(b)).toMatchObject({ pendingFen: 0, availableFen: 1485 });
    await ledgerSumsToBalances();

    // The distributors' order notices: pending on payment, settled after the window, reversed by the refund; read once opened.
    const notices = async (who: Who) => ok(await call(t.app, wallet.notices, { iid: IID, token: who.token }));
    const told = await notices(b);
    expect(told.list.map((n) => [n.kind, n.orderId, n.amountFen, n.level, n.read])).toEqual([
      ['reversed', second, 1485, 1, false],
      ['pending', second, 1485, 1, false],
      ['settled', orderId, 1485, 1, false],
      ['pending', orderId, 1485, 1, false],
    ]);
    expect(told).toMatchObject({ total: 4, unread: 4 });
    expect((await notices(a)).list.map((n) => [n.kind, n.orderId, n.amountFen, n.level])).toEqual([
      ['reversed', second, 495, 2],
      ['pending', second, 495, 2],
      ['settled', orderId, 495, 2],
      ['pending', orderId, 495, 2],
    ]);
    expect(ok(await call(t.app, wallet.noticesRead, { iid: IID, token: b.token }))).toEqual({ unread: 0 });
    expect(await notices(b)).toMatchObject({ total: 4, unread: 0, list: expect.arrayContaining([expect.objectContaining({ read: true })]) });
    expect((await notices(a)).unread).toBe(4);
    expect((await notices(c)).total).toBe(0);
  });
  it('binds a visitor who opens a link as a fan for the lock days; their orders without a key are attributed', async () => {
    const a = await distributorUnder(await demo());
    const other = await distributorUnder(await demo());
    const fan = await newMember();
    const bound = got(await gw(distribution.lockFans, fan, { multiDisKey: await keyOf(a) }));
    expect(bound.mine).toBe(true);
    // A second distributor's link does not take the fan while the binding lasts.
    expect(got(await gw(distribution.lockFans, fan, { multiDisKey: await keyOf(other) }))).toMatchObject({ mine: false, expiresAt: bound.expiresAt });
    expect((await gw(distribution.lockFans, a, { multiDisKey: await keyOf(a) })).error).toEqual(distribution.lockFans.errors.self);
    await buyThrough(fan, undefined);
    expect((await summary(a)).pendingFen).toBe(1485);
    const fans = got(await gw(distribution.fansList, a));
    expect(fans.list).toEqual([expect.objectContaining({ userId: fan.id, expired: false, orders: 1, amountFen: 9900 })]);
    expect(got(await gw(distribution.lockFans, fan, { multiDisKey: DEMO_KEY })).mine).toBe(false);
  });

  it('the reviewers approve or reject applications under the organisation through the admin API', async () => {
    const who = await newMember();
    const role = got(await applyUnder(who));
    const admin = (method: 'GET' | 'POST', url: string, payload?: object) => t.app.inject({ method, url, payload, headers: { authorization: `Bearer ${t.operatorToken}` } });
    const listed = (await admin('GET', `/api/admin/distribution/roles?iid=${IID}&status=0&top=1`)).json<{ t: { id: number }[] }>().t;
    expect(listed.map((r) => r.id)).toContain(role.id);
    expect((await admin('POST', `/api/admin/distribution/roles/${role.id}/reject`, {})).statusCode).toBe(400);
    expect((await admin('POST', `/api/admin/distribution/roles/${role.id}/approve`, {})).json()).toMatchObject({ code: 0, t: { status: 1 } });
    expect((await admin('POST', `/api/admin/distribution/roles/${role.id}/approve`, {})).statusCode).toBe(409);
    expect((await t.app.inject({ method: 'GET', url: `/api/admin/distribution/roles?iid=${IID}` })).statusCode).toBe(401);
    expect(got(await gw(distribution.roleGet, who))?.status).toBe(distribution.ROLE_STATUS.active);
  });
});
