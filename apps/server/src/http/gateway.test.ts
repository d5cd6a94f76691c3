import { member, university } from '@tongxin/api-client';
import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callError, defineCall } from '@tongxin/api-client/define';
import { LIMITS } from '../modules/university/api';
import { LOGIN_BACKOFF } from '../security/login-backoff';
import { defineModule, implement } from '../platform/module';
import { BACKENDS, call, ok, startTestApp, type TestApp } from '../testing/harness';
import { refuse } from './reply-error';

const echo = defineCall({
  name: 'test.echo',
  transport: 'gateway',
  method: 'GET',
  uri: '/v1/test/echo',
  params: z.object({ iid: z.coerce.number<number | string>().int().positive(), text: z.string().max(50) }),
  result: z.object({ iid: z.number(), text: z.string() }),
});
const refused = defineCall({
  name: 'test.refuse',
  transport: 'gateway',
  method: 'GET',
  uri: '/v1/test/refuse',
  params: z.object({}),
  result: z.null(),
  errors: { no: callError(3001, '不可以') },
});

const testModule = defineModule({
  name: 'test-gateway',
  calls: [
    implement(echo, async ({ iid, text }) => ({ iid, text })),
    implement(refused, async () => {
      throw refuse(refused.errors.no);
    }),
  ],
});

describe.each(BACKENDS)('gateway and protections on %s', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(backend, { modules: [testModule] });
  });
  afterAll(async () => {
    await t?.close();
  });

  const get = (query: string) => t.app.inject({ method: 'GET', url: `/h5/getjsonp?${query}` });

  it('dispatches by uri with the gateway keys left out of the params, as JSON by default', async () => {
    const r = await get('domain=x&uri=/v1/test/echo&f=1&u=0&iid=1000&text=%E4%BD%A0%E5%A5%BD');
    expect(r.statusCode).toBe(200);
    expect(r.headers['content-type']).toMatch(/^application\/json/);
    expect(r.json()).toEqual({ t: { iid: 1000, text: '你好' } });
  });

  it('answers JSONP only for a plain identifier callback', async () => {
    const r = await get('uri=/v1/test/echo&iid=1000&text=a&callback=jsonp_cb_12');
    expect(r.headers['content-type']).toMatch(/^application\/javascript/);
    expect(r.body).toBe('/**/jsonp_cb_12({"t":{"iid":1000,"text":"a"}});');
    const err = await get('uri=/v1/test/refuse&callback=cb');
    expect(err.statusCode).toBe(200);
    expect(err.body).toBe('/**/cb({"code":3001,"msg":"不可以"});');
  });

  it.each(['alert(1);cb', 'cb</script>', 'a b', 'cb%0aalert(1)', '1abc', '', 'x'.repeat(70), 'a.b.c.d.e'])(
    'refuses the callback %j with 400 and echoes nothing',
    async (callback) => {
      const r = await get(`uri=/v1/test/echo&iid=1&text=a&callback=${encodeURIComponent(callback)}`);
      expect(r.statusCode).toBe(400);
      expect(r.headers['content-type']).toMatch(/^application\/json/);
      expect(r.json()).toEqual({ code: 400, msg: 'callback 参数不合法' });
    },
  );

  it('says clearly when the uri is unknown or missing', async () => {
    expect((await get('uri=/v1/nope')).json()).toEqual({ code: 404, msg: '没有这个接口：/v1/nope' });
    expect((await get('')).json()).toEqual({ code: 404, msg: '缺少 uri 参数' });
    expect((await get('uri=/v1/test/echo&iid=x&text=a')).json()).toMatchObject({ code: 400 });
  });

  it('rate-limits logins per number and code sending per address', async () => {
    const headers = { 'x-forwarded-for': '10.200.0.1' };
    let last = 0;
    for (let i = 0; i <= LOGIN_BACKOFF.free; i++) {
      last = (await call(t.app, university.login, { loginName: '13800138000', passWord: 'whatever', iid: 3073 }, { 'x-forwarded-for': `10.201.0.${i}` })).status;
    }
    expect(last).toBe(429);
    const statuses: number[] = [];
    for (let i = 0; i <= LIMITS.sendCodePerIpPerHour; i++) {
      statuses.push((await call(t.app, university.sendPhoneCode, { mobile: `139${String(10000000 + i)}` }, headers)).status);
    }
    expect(statuses.slice(0, LIMITS.sendCodePerIpPerHour).every((s) => s === 200)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
    // Another address is not limited by the first one's count.
    expect((await call(t.app, university.sendPhoneCode, { mobile: '13912345678' }, { 'x-forwarded-for': '10.200.0.2' })).status).toBe(200);
  });

  it('rate-limits registering per address, before the code is even checked', async () => {
    const headers = { 'x-forwarded-for': '10.202.0.1' };
    const attempt = (i: number) => call(t.app, university.register, { verifyCode: '000000', loginName: `137${String(20000000 + i)}`, password: 'secret123', iid: 3073 }, headers);
    for (let i = 0; i < LIMITS.registerPerIpPerHour; i++) expect((await attempt(i)).error?.code).toBe(1002);
    const limited = await attempt(99);
    expect(limited.status).toBe(429);
    expect(limited.error).toEqual({ code: 429, msg: '操作过于频繁，请稍后再试' });
    // The window passes: allowed again.
    t.advance(3600_000);
    expect((await attempt(100)).error?.code).toBe(1002);
  });

  it('parses text/plain JSON bodies, refuses broken ones and oversize bodies without a stack trace', async () => {
    const broken = await t.app.inject({ method: 'POST', url: '/api/university/login', payload: '{"loginName":', headers: { 'content-type': 'text/plain' } });
    expect(broken.statusCode).toBe(400);
    expect(broken.body).not.toMatch(/at .*\.(ts|js):\d+/);
    const huge = await t.app.inject({ method: 'POST', url: '/api/university/login', payload: 'x'.repeat(300 * 1024), headers: { 'content-type': 'text/plain' } });
    expect(huge.statusCode).toBe(413);
    expect(huge.json()).toMatchObject({ code: 413 });
    expect(huge.body).not.toContain('node_modules');
  });

  it('sends security headers on API replies', async () => {
    const r = await call(t.app, university.getPageShow, { iid: 3073, type: 0 });
    expect(r.status).toBe(200);
    const raw = await t.app.inject({ method: 'GET', url: '/api/university/page-show?iid=3073&type=0' });
    expect(raw.headers['x-content-type-options']).toBe('nosniff');
    expect(raw.headers['x-frame-options']).toBe('SAMEORIGIN');
  });

  it('guards the admin API with a staff session', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/registrations?iid=3073' })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/registrations?iid=3073', headers: { authorization: 'Bearer wrong-token-0123456789' } })).statusCode).toBe(401);
    const r = await t.app.inject({ method: 'GET', url: '/api/admin/registrations?iid=3073', headers: { authorization: `Bearer ${t.operatorToken}` } });
    expect(r.statusCode).toBe(200);
    expect(r.json()).toMatchObject({ code: 0, t: expect.any(Array) });
  });
});

describe('with the defaults: no operator, SMS_EXPOSE_CODES or PAY_SANDBOX_ENDPOINT', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp('pglite', { env: { OPERATOR_MOBILE: '', OPERATOR_PASSWORD: '', SMS_EXPOSE_CODES: '0' } });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('answers the admin API only to a staff session and never exposes SMS codes', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/payments', headers: { authorization: 'Bearer ' } })).statusCode).toBe(401);
    expect((await call(t.app, university.sendPhoneCode, { mobile: '13800138123' })).status).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/dev/sms/last?mobile=13800138123' })).statusCode).toBe(404);
    // Nor the community's sign-up code.
    expect(ok(await call(t.app, member.sendCode, { iid: 1000, mobile: '13800138124' }))).toBe(true);
    expect((await t.app.inject({ method: 'GET', url: '/api/dev/sms/last?mobile=13800138124' })).statusCode).toBe(404);
  });

  it('has no sandbox payment endpoint unless PAY_SANDBOX_ENDPOINT=1, even with the sandbox provider', async () => {
    const r = await t.app.inject({ method: 'POST', url: '/api/dev/pay/sandbox/pay', payload: { gid: 1, rid: 1, token: 'x' } });
    expect(r.statusCode).toBe(404);
    expect(r.json()).toEqual({ code: 404, msg: '没有这个接口或页面：/api/dev/pay/sandbox/pay' });
    const member = await t.app.inject({ method: 'POST', url: '/api/dev/pay/sandbox/member', payload: { iid: 1000, token: 'x'.repeat(43), orderId: 'VIP1' } });
    expect(member.statusCode).toBe(404);
  });
});
