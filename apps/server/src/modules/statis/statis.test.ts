import { order, statis } from '@tongxin/api-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKENDS, call, ok, startTestApp, type TestApp } from '../../testing/harness';
import { gatewayCall, signUp } from '../../testing/member';
import { moveActivityStart } from '../act/api';
import { ageOn } from './handlers';

const IID = 1000;
const CALLS = [statis.weekact, statis.adperson, statis.adtrade, statis.adinsure, statis.leader] as const;

describe('ageOn', () => {
  it('counts whole years, a birthday not yet come this year taking one off', () => {
    expect(ageOn('1990-06-15', '2026-06-14')).toBe(35);
    expect(ageOn('1990-06-15', '2026-06-15')).toBe(36);
    expect(ageOn('not a date', '2026-06-15')).toBeUndefined();
  });
});

describe.each(BACKENDS)('statistics on %s', (backend) => {
  let t: TestApp;

  const grant = (mobile: string, role: string | null) =>
    t.app.inject({ method: 'POST', url: '/api/admin/statis/role', headers: { authorization: `Bearer ${t.operatorToken}` }, payload: { iid: IID, mobile, role } });

  beforeAll(async () => {
    t = await startTestApp(backend, { env: { PAY_SANDBOX_ENDPOINT: '1', PAY_SANDBOX_KEY: 'sandbox-key-of-the-statis-suite-01234' } });
  }, 60_000);
  afterAll(() => t.close());

  it('refuses a member without a role, and opens every figure once the organisation gives one', async () => {
    const mobile = '13719000001';
    const { token } = await signUp(t.app, IID, mobile);
    for (const d of CALLS) expect((await call(t.app, d, { iid: IID, token })).error, d.name).toEqual(statis.STATIS_ERRORS.notPermitted);
    expect((await grant(mobile, 'leader')).statusCode).toBe(200);
    const weeks = ok(await call(t.app, statis.weekact, { iid: IID, token, weeks: 4 }));
    expect(weeks).toHaveLength(4);
    expect(new Set(weeks.map((w) => new Date(`${w.week}T00:00:00Z`).getUTCDay()))).toEqual(new Set([1]));
    const people = ok(await call(t.app, statis.adperson, { iid: IID, token }));
    expect(people.gender.reduce((n, g) => n + g.value, 0)).toBe(people.total);
    expect(ok(await call(t.app, statis.adinsure, { iid: IID, token, months: 3 }))).toHaveLength(3);
    expect(Array.isArray(ok(await call(t.app, statis.leader, { iid: IID, token })))).toBe(true);
    // Taken away again: refused.
    await grant(mobile, null);
    expect((await call(t.app, statis.leader, { iid: IID, token })).error).toEqual(statis.STATIS_ERRORS.notPermitted);
  });

  it('draws people, insurance, leaders and weeks from the paid enrolments in the database', async () => {
    const mobile = '13719000003';
    const { token } = await signUp(t.app, IID, mobile);
    await grant(mobile, 'leader');
    const read = async () => ({
      people: ok(await call(t.app, statis.adperson, { iid: IID, token })),
      insured: ok(await call(t.app, statis.adinsure, { iid: IID, token, months: 1 }))[0]!,
      leader: ok(await call(t.app, statis.leader, { iid: IID, token })).find((l) => l.leader === '青青') ?? { activities: 0, people: 0 },
      week: ok(await call(t.app, statis.weekact, { iid: IID, token, weeks: 1 }))[0]!,
    });
    // Activity 7 a month ahead while it takes enrolments, so this week's figures do not count it yet.
    await moveActivityStart(t.database.db, IID, 7, new Date(Date.now() + 30 * 86_400_000));
    const before = await read();
    // Two new people (a child and a retiree, passports) on activity 7 (led by 青青), insured: 2 × (68 + 5) yuan.
    const people = [
      { name: '钱小宝', gender: 1, mobile: '13719000031', idType: 2, idNumber: 'E70000031', birthDate: '2016-06-01', emergencyName: '钱大宝', emergencyPhone: '13719000032' },
      { name: '孙奶奶', gender: 2, mobile: '13719000033', idType: 2, idNumber: 'E70000033', birthDate: '1955-03-01', emergencyName: '孙小宝', emergencyPhone: '13719000034' },
    ];
    const created = await gatewayCall(t.app, order.create, { iid: IID, token, orderType: order.BUSINESS_TYPE.activity, keys: '7', num: 2, isNeedInsur: 1, info: JSON.stringify({ participants: people, form: {}, saveCompanions: false }) });
    const orderId = created.result?.orderId ?? '';
    expect(created.result?.payPrice).toBe(14_600);
    // Unpaid: nothing counted yet.
    expect((await read()).people.total).toBe(before.people.total);
    ok(await call(t.app, order.wechatPay, { iid: IID, orderId, openId: 'o-statis-act', token }));
    await t.app.inject({ method: 'POST', url: '/api/dev/pay/sandbox/member', payload: { iid: IID, token, orderId } });

    const after = await read();
    const bucket = (p: typeof before.people, kind: 'gender' | 'ages', label: string) => p[kind].find((b) => b.label === label)?.value ?? 0;
    expect(after.people.total).toBe(before.people.total + 2);
    expect(bucket(after.people, 'gender', '男') - bucket(before.people, 'gender', '男')).toBe(1);
    expect(bucket(after.people, 'gender', '女') - bucket(before.people, 'gender', '女')).toBe(1);
    expect(bucket(after.people, 'ages', '18岁以下') - bucket(before.people, 'ages', '18岁以下')).toBe(1);
    expect(bucket(after.people, 'ages', '60岁以上') - bucket(before.people, 'ages', '60岁以上')).toBe(1);
    expect(after.insured).toEqual({ month: before.insured.month, people: before.insured.people + 2, premiumFen: before.insured.premiumFen + 1000 });
    expect(after.leader).toMatchObject({ activities: before.leader.activities, people: before.leader.people + 2 });
    // The activity takes place this week (its start moved to now): the week counts it with its people and revenue.
    await moveActivityStart(t.database.db, IID, 7, new Date());
    const week = (await read()).week;
    expect(week).toEqual({ week: before.week.week, activities: before.week.activities + 1, people: before.week.people + 2, revenueFen: before.week.revenueFen + 14_600 });
  });

  it('counts trade from paid orders: a paid support shows under crowdfunding at once', async () => {
    const mobile = '13719000002';
    const { token } = await signUp(t.app, IID, mobile);
    await grant(mobile, 'admin');
    const crowdfunding = async () => ok(await call(t.app, statis.adtrade, { iid: IID, token, days: 7 })).find((r) => r.businessType === order.BUSINESS_TYPE.crowdfunding) ?? { orders: 0, amountFen: 0 };
    const before = await crowdfunding();
    const created = await gatewayCall(t.app, order.create, { iid: IID, token, orderType: order.BUSINESS_TYPE.crowdfunding, keys: '1', num: 1, property2: '1234' });
    const orderId = created.result?.orderId ?? '';
    // Waiting for payment: not counted.
    expect(await crowdfunding()).toMatchObject(before);
    ok(await call(t.app, order.wechatPay, { iid: IID, orderId, openId: 'o-statis', token }));
    await t.app.inject({ method: 'POST', url: '/api/dev/pay/sandbox/member', payload: { iid: IID, token, orderId } });
    expect(await crowdfunding()).toMatchObject({ orders: before.orders + 1, amountFen: before.amountFen + 1234, label: '众筹' });
  });
});
