import { cf, order, wallet } from '@tongxin/api-client';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../app';
import { loadConfig } from '../../config';
import { defineModule } from '../../platform/module';
import type { Services } from '../../services';
import { BACKENDS, call, ok, startTestApp, type TestApp } from '../../testing/harness';
import { gatewayCall, signUp } from '../../testing/member';
import { ledgerMismatches } from '../wallet/api';
import { sweepProjects } from './projects';
import { cfProjects, cfSupports } from './schema';

const IID = 1000;
const E = cf.CF_ERRORS;
const S = cf.SUPPORT_STATUS;
const HOUR = 3_600_000;
const SUITE_ENV = { PAY_SANDBOX_ENDPOINT: '1', PAY_SANDBOX_KEY: 'sandbox-key-of-the-cf-suite-0123456789', CF_MIN_MINUTES: '0', CF_SWEEP_SECONDS: '3600' };

describe.each(BACKENDS)('crowdfunding on %s', (backend) => {
  let t: TestApp;
  let seq = 0;
  /** How far the tests moved the app's clock (a launch's deadline is from the app's now). */
  let shifted = 0;
  const advance = (ms: number) => {
    shifted += ms;
    t.advance(ms);
  };
  /** The app's services as a module sees them: what its settling job runs with. */
  let services: Services | undefined;
  const sweep = () => {
    if (!services) throw new Error('the test module saw no services');
    return sweepProjects(services);
  };

  async function member() {
    seq += 1;
    return signUp(t.app, IID, `1371800${String(seq).padStart(4, '0')}`);
  }

  const review = (id: number, approve: boolean, authorization = `Bearer ${t.operatorToken}`) =>
    t.app.inject({ method: 'POST', url: '/api/admin/cf/review', headers: { authorization }, payload: { id, approve, reason: approve ? '' : '材料不全' } });

  async function launch(token: string, over: Record<string, unknown> = {}) {
    return call(t.app, cf.launch, {
      iid: IID,
      token,
      title: '社区图书漂流站',
      digest: '在小区门口建一个图书漂流站',
      story: '我们想在小区门口建一个图书漂流站，让邻居们交换闲置的书。',
      images: [],
      goalFen: 10000,
      deadline: new Date(Date.now() + shifted + 2 * HOUR).toISOString(),
      contactPhone: '13800138000',
      tiers: [{ title: '漂流站荣誉站长', description: '名字刻在站牌上', amountFen: 3000, limit: 1, needsAddress: false }],
      ...over,
    });
  }

  /** Supports the project as the page does: calculate, create at that price, prepay, and the sandbox gateway's notify. */
  async function support(token: string, id: number, line: { property?: string; property2?: string; num?: number }) {
    const payload = { iid: IID, token, orderType: order.BUSINESS_TYPE.crowdfunding, keys: String(id), num: line.num ?? 1, property: line.property ?? '', property2: line.property2 ?? '', info: '加油！' };
    const created = await gatewayCall(t.app, order.create, payload);
    if (!created.result) return created;
    ok(await call(t.app, order.wechatPay, { iid: IID, orderId: created.result.orderId, openId: `o-cf-${token.slice(0, 6)}`, token }));
    const paid = await t.app.inject({ method: 'POST', url: '/api/dev/pay/sandbox/member', payload: { iid: IID, token, orderId: created.result.orderId } });
    expect(paid.statusCode).toBe(200);
    return created;
  }

  const project = (id: number, token?: string) => call(t.app, cf.project, token ? { iid: IID, id, token } : { iid: IID, id });

  beforeAll(async () => {
    const capture = defineModule({ name: 'cf-test', routes: (ctx) => void (services = ctx.services) });
    t = await startTestApp(backend, { env: SUITE_ENV, modules: [capture] });
  }, 60_000);
  afterAll(() => t.close());

  it('a launched project waits for review: a forged approval changes nothing, the organisation approves it', async () => {
    const launcher = await member();
    const { id } = ok(await launch(launcher.token, { layout: 'fif' }));
    expect((await project(id)).error).toMatchObject(E.notFound);
    expect(ok(await project(id, launcher.token))).toMatchObject({ status: cf.PROJECT_STATUS.reviewing, mine: true, layout: 'fif' });
    // Forged: no header, a made-up token, a member's own session.
    for (const authorization of ['', 'Bearer forged-token-forged-token', `Bearer ${launcher.token}`]) expect((await review(id, true, authorization)).statusCode).toBe(401);
    // Nor can anyone support it yet.
    expect((await gatewayCall(t.app, order.create, { iid: IID, token: (await member()).token, orderType: order.BUSINESS_TYPE.crowdfunding, keys: String(id), num: 1, property2: '100' })).error).toMatchObject(E.notFunding);
    expect(ok(await project(id, launcher.token)).status).toBe(cf.PROJECT_STATUS.reviewing);
    expect((await review(id, true)).statusCode).toBe(200);
    expect((await review(id, false)).statusCode).toBe(409);
    expect(ok(await project(id))).toMatchObject({ status: cf.PROJECT_STATUS.funding, mine: false, progress: { raisedFen: 0, goalFen: 10000, supporters: 0 } });
  });

  it('refuses a bad launch and zero or negative support, with nothing stored', async () => {
    const launcher = await member();
    expect((await launch(launcher.token, { goalFen: 0 })).error).toMatchObject(E.badGoal);
    expect((await launch(launcher.token, { deadline: new Date(Date.now() - HOUR).toISOString() })).error).toMatchObject(E.badDeadline);
    expect((await launch(launcher.token, { deadline: new Date(Date.now() + 100 * 24 * HOUR).toISOString() })).error).toMatchObject(E.badDeadline);
    expect(ok(await call(t.app, cf.mine, { iid: IID, token: launcher.token }))).toEqual([]);
    const { id } = ok(await launch(launcher.token));
    await review(id, true);
    const fan = await member();
    for (const amount of ['0', '-100', 'abc', '']) {
      const reply = await gatewayCall(t.app, order.calculate, { iid: IID, token: fan.token, orderType: order.BUSINESS_TYPE.crowdfunding, keys: String(id), num: 1, property2: amount });
      expect(reply.error, amount).toMatchObject(E.badAmount);
    }
    expect((await support(fan.token, id, { property2: '-1' })).error).toMatchObject(E.badAmount);
    expect(await t.database.db.select().from(cfSupports).where(eq(cfSupports.projectId, id))).toEqual([]);
  });

  it('two members support; progress is the sum of paid support; the last reward place goes to one of two buyers', async () => {
    const launcher = await member();
    const { id } = ok(await launch(launcher.token));
    await review(id, true);
    const tier = ok(await project(id)).tiers[0];
    if (!tier) throw new Error('no tier');
    const [a, b] = [await member(), await member()];
    const tierOrders = await Promise.all([a, b].map((m) => gatewayCall(t.app, order.create, { iid: IID, token: m.token, orderType: order.BUSINESS_TYPE.crowdfunding, keys: String(id), num: 1, property: String(tier.id) })));
    expect(tierOrders.filter((r) => r.result).length).toBe(1);
    expect(tierOrders.find((r) => r.error)?.error).toMatchObject(E.tierFull);
    // A waiting support counts for nothing yet.
    expect(ok(await project(id)).progress.raisedFen).toBe(0);
    const winner = tierOrders[0]?.result ? a : b;
    const other = winner === a ? b : a;
    const orderId = (tierOrders[0]?.result ?? tierOrders[1]?.result)?.orderId ?? '';
    ok(await call(t.app, order.wechatPay, { iid: IID, orderId, openId: 'o-cf-tier', token: winner.token }));
    await t.app.inject({ method: 'POST', url: '/api/dev/pay/sandbox/member', payload: { iid: IID, token: winner.token, orderId } });
    expect((await support(other.token, id, { property2: '1888' })).result).toBeDefined();
    const seen = ok(await project(id));
    expect(seen.progress).toMatchObject({ raisedFen: 4888, goalFen: 10000, percent: 48, supporters: 2 });
    expect(seen.tiers[0]).toMatchObject({ taken: 1, limit: 1 });
    expect(ok(await call(t.app, cf.supporters, { iid: IID, id })).list.map((r) => r.amountFen).sort()).toEqual([1888, 3000]);
    expect(ok(await call(t.app, cf.rank, { iid: IID, id })).map((r) => r.totalFen)).toEqual([3000, 1888]);
  });

  it('refunds every supporter when the deadline passes short of the goal, through the order kernel', async () => {
    const launcher = await member();
    const { id } = ok(await launch(launcher.token, { goalFen: 1_000_000 }));
    await review(id, true);
    const [a, b] = [await member(), await member()];
    const orders = [(await support(a.token, id, { property2: '500' })).result?.orderId ?? '', (await support(b.token, id, { property2: '700' })).result?.orderId ?? ''];
    expect(ok(await project(id)).progress).toMatchObject({ raisedFen: 1200, supporters: 2 });
    advance(3 * HOUR);
    const failed = ok(await project(id));
    expect(failed.status).toBe(cf.PROJECT_STATUS.failed);
    expect(failed.progress.secondsLeft).toBe(0);
    for (const [who, orderId] of [[a, orders[0]], [b, orders[1]]] as const) {
      const detail = ok(await call(t.app, order.detail, { iid: IID, token: who.token, orderId }));
      expect(detail.refundState).toBe(order.REFUND_STATE.refunding);
      expect(ok(await call(t.app, cf.mySupports, { iid: IID, token: who.token, id }))[0]?.status).toBe(S.refunding);
      // The provider's refund notify: the support is refunded, and no longer counts.
      const notified = await t.app.inject({ method: 'POST', url: '/api/dev/pay/sandbox/refund', payload: { iid: IID, token: who.token, orderId } });
      expect(notified.body).toContain('"code":0');
      expect(ok(await call(t.app, cf.mySupports, { iid: IID, token: who.token, id }))[0]?.status).toBe(S.refunded);
    }
    // Support after the deadline is refused; reading again asks for no second refund.
    expect((await support((await member()).token, id, { property2: '100' })).error).toMatchObject(E.notFunding);
    expect(ok(await project(id)).progress.raisedFen).toBe(0);
    expect(ok(await project(id)).outcome).toMatchObject({ paidOutFen: 0, refundedFen: 1200, refundedSupporters: 2 });
    // Nothing was settled to the launcher of a failed project.
    expect(ok(await call(t.app, wallet.ledger, { iid: IID, token: launcher.token })).list).toEqual([]);
  });

  /** The launcher's ledger entries of crowdfunding payouts, as their wallet lists them. */
  const payoutEntries = async (token: string) => ok(await call(t.app, wallet.ledger, { iid: IID, token })).list.filter((e) => e.cause === 'crowdfunding');
  const payouts = (authorization = `Bearer ${t.operatorToken}`) => t.app.inject({ method: 'GET', url: `/api/admin/cf/payouts?iid=${IID}`, headers: { authorization } });

  it('a project that reaches its goal settles what it raised to the launcher once, however many settlers race', async () => {
    const launcher = await member();
    const { id } = ok(await launch(launcher.token, { goalFen: 1000 }));
    await review(id, true);
    const [a, b] = [await member(), await member()];
    await support(a.token, id, { property2: '600' });
    await support(b.token, id, { property2: '500' });
    const launcherId = launcher.userId;
    // Reaching the goal early settles nothing: the deadline decides.
    await sweep();
    expect(ok(await project(id, launcher.token))).toMatchObject({ status: cf.PROJECT_STATUS.funding, outcome: null });
    expect(await payoutEntries(launcher.token)).toEqual([]);
    advance(3 * HOUR);
    // The job's two passes and a reader's settle-on-read, all at once.
    await Promise.all([sweep(), sweep(), project(id)]);
    const entries = await payoutEntries(launcher.token);
    expect(entries.map((e) => [e.bucket, e.amountFen])).toEqual([['available', 1100]]);
    expect(entries[0]?.title).toContain('社区图书漂流站');
    expect(ok(await call(t.app, wallet.summary, { iid: IID, token: launcher.token })).availableFen).toBe(1100);
    expect((await ledgerMismatches(t.database.db)).filter((m) => m.memberId === launcherId)).toEqual([]);
    // Read again and swept again: still once.
    await sweep();
    expect(ok(await project(id))).toMatchObject({ status: cf.PROJECT_STATUS.succeeded, progress: { raisedFen: 1100 }, outcome: { paidOutFen: 1100, refundedFen: 0, refundedSupporters: 0 } });
    expect(await payoutEntries(launcher.token)).toHaveLength(1);
    // The organisation sees it; a member's session does not.
    expect((await payouts(`Bearer ${launcher.token}`)).statusCode).toBe(401);
    const listed = (await payouts()).json<{ t: { projectId: number; paidOutFen: number; launcherId: number }[] }>().t;
    expect(listed.find((p) => p.projectId === id)).toMatchObject({ paidOutFen: 1100, launcherId });
  });

  it('a server started after a deadline passed while none ran settles the project on start', async () => {
    const launcher = await member();
    const { id } = ok(await launch(launcher.token, { goalFen: 300 }));
    await review(id, true);
    await support((await member()).token, id, { property2: '300' });
    advance(3 * HOUR);
    // Nothing read or swept it here; a second server on the same database starts, with its clock.
    const dataDir = t.dataDir;
    const restarted = await createApp({ db: t.database.db, config: loadConfig({ DATA_DIR: dataDir, COMMUNITY_DIST: `${dataDir}/none`, UNIVERSITY_DIST: `${dataDir}/none`, ...SUITE_ENV }), now: () => Date.now() + shifted });
    await restarted.ready();
    // Closing waits for the pass its start began.
    await restarted.close();
    const [row] = await t.database.db.select().from(cfProjects).where(eq(cfProjects.id, id));
    expect(row?.status).toBe(cf.PROJECT_STATUS.succeeded);
    expect((await payoutEntries(launcher.token)).map((e) => e.amountFen)).toEqual([300]);
  });
});
