import { order, statis } from '@tongxin/api-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_TOKEN, BACKENDS, call, ok, startTestApp, type TestApp } from '../../testing/harness';
import { gatewayCall, signUp } from '../../testing/member';
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
    t.app.inject({ method: 'POST', url: '/api/admin/statis/role', headers: { authorization: `Bearer ${ADMIN_TOKEN}` }, payload: { iid: IID, mobile, role } });

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
