import { coupon, point, university } from '@tongxin/api-client/catalogue';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SandboxPayProvider } from '../providers/pay';
import { installInjectXhr } from '../testing/client';
import { BACKENDS, call, ok, startTestApp, type TestApp } from '../testing/harness';
import { signUp } from '../testing/member';
import { REG, universityDriver } from '../testing/university';

/*
 * Requests that race for the same row, on every backend: on PostgreSQL (DATABASE_URL) the
 * statements really run at once, where PGlite runs one connection's statements in turn. Each race
 * has one winner and clear answers for the others; nothing is taken twice.
 */

const PAY_KEY = 'sandbox-key-for-the-races-0123456789';

describe.each(BACKENDS)('races on %s', (backend) => {
  let t: TestApp;
  let uninstallXhr: () => void = () => undefined;
  const driver = universityDriver(() => t.app, { mobilePrefix: backend === 'pglite' ? '1370055' : '1370056', first: 0 });

  beforeAll(async () => {
    t = await startTestApp(backend, { env: { PAY_SANDBOX_KEY: PAY_KEY } });
    uninstallXhr = installInjectXhr(t.app);
  }, 120_000);
  afterAll(async () => {
    uninstallXhr();
    await t?.close();
  });

  it('coupons: one member claiming the same coupon three times at once holds it once', async () => {
    const { token } = await signUp(t.app, 1000, backend === 'pglite' ? '13700550001' : '13700560001');
    const claims = await Promise.all([0, 1, 2].map(() => call(t.app, coupon.claim, { iid: 1000, token, couponIds: '[1001]' })));
    expect(claims.map((c) => c.result ?? c.error?.code).reduce<number>((n, r) => n + (r === 1 ? 1 : 0), 0)).toBe(1);
    const held = ok(await call(t.app, coupon.list, { iid: 1000, token, status: 1, pageNumber: 1, pageSize: 10 }));
    expect(held.list.filter((c) => c.couponId === 1001)).toHaveLength(1);
    // The applicant's coupon call: one claim wins, the others are told it is claimed (1031).
    const who = await driver.newApplicant();
    const rows = (await t.database.db.execute('select id from coupons where iid = 3073 order by id limit 1')) as unknown as { rows: { id: number }[] };
    const couponIds = JSON.stringify([rows.rows[0]?.id]);
    const recv = await Promise.all([0, 1, 2].map(() => call(t.app, university.recvCoupons, { iid: 3073, rid: who.rid, token: who.token, couponIds })));
    expect(recv.map((r) => r.result ?? r.error?.code).sort()).toEqual([0, 1031, 1031]);
  });

  it('daily sign-in: three at once give the points once', async () => {
    const { token } = await signUp(t.app, 1000, backend === 'pglite' ? '13700550002' : '13700560002');
    const results = await Promise.all([0, 1, 2].map(() => call(t.app, point.sign, { iid: 1000, token })));
    expect(results.filter((r) => r.result).length).toBe(1);
    expect(results.filter((r) => r.error?.msg === '今天已经签到过了').length).toBe(2);
  });

  it('submit and order: two submits at once move the status once; two orders at once are one order', async () => {
    const who = await driver.newApplicant();
    await driver.fillAll(who, await driver.uploadPhoto(who));
    const base = { rid: who.rid, token: who.token, regId: REG };
    const submits = await Promise.all([0, 1].map(() => call(t.app, university.submit, base)));
    expect(submits.map((s) => s.result ?? s.error?.code).sort()).toEqual([1010, true].sort());
    const approve = await driver.admin('POST', `/api/admin/registrations/${who.rid}/approve`, {});
    expect(approve.statusCode).toBe(200);
    const orders = await Promise.all([0, 1].map(() => call(t.app, university.createOrder, { iid: 3073, orderType: 28, userId: who.rid, token: who.token, keys: REG, num: 1 })));
    const gids = orders.map((o) => ok(o).gid);
    expect(gids[0]).toBe(gids[1]);
  });

  it('payment notifies: two transactions for one order at once — one pays it, the other is refunded', async () => {
    const who = await driver.newApplicant();
    const gid = await driver.approvedWithOrder(who);
    const listed = (await driver.admin('GET', '/api/admin/payments?iid=3073')).json<{ t: { gid: number; tradeNo: string; amountFen: number; status: number; transactionId: string | null }[] }>().t;
    const order = listed.find((p) => p.gid === gid);
    if (!order) throw new Error('the order is not listed');
    const gateway = new SandboxPayProvider(PAY_KEY, 'wx-sandbox-app');
    const notices = [gateway.signNotify(order.tradeNo, order.amountFen), gateway.signNotify(order.tradeNo, order.amountFen)];
    const replies = await Promise.all(notices.map((n) => t.app.inject({ method: 'POST', url: '/api/pay/notify', payload: n as unknown as Record<string, unknown> })));
    expect(replies.map((r) => r.json<{ message: string }>().message).sort()).toEqual(['paid', 'refunded']);
    const after = (await driver.admin('GET', '/api/admin/payments?iid=3073')).json<{ t: typeof listed }>().t.find((p) => p.gid === gid);
    expect(after?.status).toBe(11);
    const winner = notices[replies.findIndex((r) => r.json<{ message: string }>().message === 'paid')];
    expect(after?.transactionId).toBe(winner?.transactionId);
  });
});
