import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { member, statis, university } from '@tongxin/api-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { smsSends } from '../../db/schema';
import { shanghaiDay } from '../../platform/time';
import { BACKENDS, call, ok, startTestApp, type TestApp } from '../../testing/harness';
import { signInStaff, TEST_OPERATOR } from '../../testing/staff';
import { addressOf, gatewayCall } from '../../testing/member';
import { DEMO_MEMBER } from '../member/api';

const IID = 1000;
/** The number the test SMS gateway refuses (it answers 503 for it). */
const REFUSED = '13719500099';

/** An SMS gateway (SMS_PROVIDER=http) on 127.0.0.1: keeps each number's last code, answers 503 for REFUSED. */
async function startGateway() {
  const codes = new Map<string, string>();
  const server: Server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      const { mobile, code } = JSON.parse(body) as { mobile: string; code: string };
      if (mobile === REFUSED) return response.writeHead(503).end();
      codes.set(mobile, code);
      response.writeHead(200).end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { codes, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/sms`, close: () => new Promise((resolve) => server.close(resolve)) };
}

describe.each(BACKENDS)('SMS statistics on %s', (backend) => {
  let t: TestApp;
  let gateway: Awaited<ReturnType<typeof startGateway>>;
  let admin: string;
  let operator: string;

  const grant = (mobile: string, role: string | null) =>
    t.app.inject({ method: 'POST', url: '/api/admin/statis/role', headers: { authorization: `Bearer ${operator}` }, payload: { iid: IID, mobile, role } });
  const sms = async (days = 7) => ok(await call(t.app, statis.sms, { iid: IID, token: admin, days }));
  const today = () => shanghaiDay(new Date());
  const signUp = async (mobile: string) => {
    ok(await call(t.app, member.sendCode, { iid: IID, mobile }, addressOf(mobile)));
    return ok(await call(t.app, member.register, { iid: IID, verifyCode: gateway.codes.get(mobile) ?? '', loginName: mobile, password: 'secret123' }, addressOf(mobile)));
  };

  beforeAll(async () => {
    gateway = await startGateway();
    t = await startTestApp(backend, { env: { SMS_PROVIDER: 'http', SMS_EXPOSE_CODES: '0', SMS_HTTP_URL: gateway.url, SMS_HTTP_SECRET: 'sms-gateway-secret-of-the-statis-suite' } });
    // The operator's device code goes through this suite's SMS gateway (no exposed dev codes here).
    operator = await signInStaff(t.app, TEST_OPERATOR.mobile, TEST_OPERATOR.password, 'test-device-0001', async (m) => gateway.codes.get(m));
    admin = ok(await call(t.app, member.login, { iid: IID, mobile: DEMO_MEMBER.mobile, password: DEMO_MEMBER.password }, addressOf(DEMO_MEMBER.mobile))).token;
  }, 60_000);
  afterAll(async () => {
    await t.close();
    await gateway.close();
  });

  it('counts every code sent for the tenant, accepted or refused by the provider, by day, month and purpose', async () => {
    const before = await sms();
    expect(before.days).toHaveLength(7);
    expect(before.days.at(-1)!.day).toBe(today());
    expect(before.months).toHaveLength(6);
    expect(before.months.at(-1)!.month).toBe(today().slice(0, 7));

    // A sign-up code (accepted), a code the provider refuses, a bind-mobile code; another tenant's and the university's are not this tenant's.
    const { token } = await signUp('13719500001');
    expect((await call(t.app, member.sendCode, { iid: IID, mobile: REFUSED }, addressOf(REFUSED))).error).toEqual(member.sendCode.errors.smsFailed);
    expect((await gatewayCall(t.app, member.bindMobileSend, { iid: IID, token, mobile: '13719500002' }, addressOf('13719500002'))).result).toBe(true);
    ok(await call(t.app, member.sendCode, { iid: 3073, mobile: '13719500003' }, addressOf('13719500003')));
    ok(await call(t.app, university.sendPhoneCode, { mobile: '13719500004' }, addressOf('13719500004')));
    // Refused before sending (a second code within the minute): nothing sent, nothing counted.
    expect((await call(t.app, member.sendCode, { iid: IID, mobile: '13719500002' }, addressOf('13719500002'))).error?.code).toBe(member.sendCode.errors.tooMany.code);

    const after = await sms();
    const plus = (a: { ok: number; failed: number }, b: { ok: number; failed: number }) => ({ ok: b.ok - a.ok, failed: b.failed - a.failed });
    expect(plus(before.days.at(-1)!, after.days.at(-1)!)).toEqual({ ok: 2, failed: 1 });
    expect(plus(before.months.at(-1)!, after.months.at(-1)!)).toEqual({ ok: 2, failed: 1 });
    const kind = (r: typeof after, purpose: string) => r.kinds.find((k) => k.kind === 'code' && k.purpose === purpose) ?? { ok: 0, failed: 0 };
    expect(plus(kind(before, 'sign-up'), kind(after, 'sign-up'))).toEqual({ ok: 1, failed: 1 });
    expect(plus(kind(before, 'bind-mobile'), kind(after, 'bind-mobile'))).toEqual({ ok: 1, failed: 0 });
    expect(after.kinds.some((k) => k.purpose === 'admissions')).toBe(false);
    // The latest first, numbers masked: the log keeps no whole number.
    expect(after.recent.slice(0, 3).map((r) => [r.mobile, r.purpose, r.ok])).toEqual([
      ['137****0002', 'bind-mobile', true],
      ['137****0099', 'sign-up', false],
      ['137****0001', 'sign-up', true],
    ]);
    const stored = await t.database.db.select({ mobile: smsSends.mobileMasked }).from(smsSends);
    expect(stored.length).toBeGreaterThanOrEqual(5);
    expect(stored.filter((r) => /^1\d{10}$/.test(r.mobile))).toEqual([]);
  });

  it('opens to the tenant admins only: a leader and a member without a role are refused', async () => {
    const mobile = '13719500010';
    const { token } = await signUp(mobile);
    expect((await call(t.app, statis.sms, { iid: IID, token })).error).toEqual(statis.STATIS_ERRORS.notPermitted);
    await grant(mobile, 'leader');
    expect((await call(t.app, statis.sms, { iid: IID, token })).error).toEqual(statis.STATIS_ERRORS.adminOnly);
    // A leader still reads the other figures.
    ok(await call(t.app, statis.leader, { iid: IID, token }));
    await grant(mobile, 'admin');
    expect(ok(await call(t.app, statis.sms, { iid: IID, token, days: 30 })).days).toHaveLength(30);
    // An admin of tenant 1000 reads nothing of another tenant: the session is the tenant's.
    expect((await call(t.app, statis.sms, { iid: 3073, token })).error).toBeDefined();
  });

  it('refuses a range outside 1–90 days clearly', async () => {
    for (const days of [0, 91]) expect((await call(t.app, statis.sms, { iid: IID, token: admin, days })).status).toBe(400);
  });
});
