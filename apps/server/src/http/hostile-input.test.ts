import { act, address, mall, member, point, site, university } from '@tongxin/api-client/catalogue';
import { defineCall } from '@tongxin/api-client/define';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { NO_ADMISSIONS } from '../modules/university/api';
import { implement, defineModule } from '../platform/module';
import { installInjectXhr } from '../testing/client';
import { call, startTestApp, type TestApp } from '../testing/harness';
import { gatewayCall, signUp } from '../testing/member';
import { REG, universityDriver } from '../testing/university';

/*
 * Requests a prober sent that once answered HTTP 500, each as it was sent: now a 4xx with a msg
 * (the params shapes bound ids and refuse control characters and invalid Unicode; the server
 * checks every text a handler gets, and a storage URL that does not decode is no key of ours).
 */

const failing = defineCall({
  name: 'test.fails',
  transport: 'api',
  method: 'GET',
  uri: '/test/fails',
  params: z.object({ text: z.string().max(50) }),
  result: z.boolean(),
});

const errors: string[] = [];
let t: TestApp;
let uninstallXhr: () => void = () => undefined;
const driver = universityDriver(() => t.app, { mobilePrefix: '1370099', first: 0 });

beforeAll(async () => {
  // A call declared with a plain z.string() whose handler would pass the text to the database, and one that fails.
  const probe = defineModule({
    name: 'probe',
    calls: [
      implement(failing, async ({ text }) => {
        if (text === 'boom') throw new Error('the handler failed');
        return true;
      }),
    ],
  });
  t = await startTestApp('pglite', { modules: [probe], errorLog: { write: (line) => void errors.push(line) } });
  uninstallXhr = installInjectXhr(t.app);
}, 120_000);
afterAll(async () => {
  uninstallXhr();
  await t?.close();
});

const json = (body: string) => JSON.parse(body) as { code: number; msg: string };

describe('ids of 2^31 or more', () => {
  it('GET /api/coin/conf/list?iid=2147483648 is 400 with a msg, without sign-in', async () => {
    const reply = await t.app.inject({ method: 'GET', url: '/api/coin/conf/list?iid=2147483648' });
    expect(reply.statusCode).toBe(400);
    expect(json(reply.body)).toEqual({ code: 400, msg: '参数错误：iid 超出范围（-2147483648 到 2147483647）' });
    expect((await call(t.app, point.rules, { iid: 2147483647 })).error?.code).not.toBe(500);
  });

  it('a record id, a type and a gateway id beyond the column are refused too', async () => {
    const session = await signUp(t.app, 1000, '13700990001');
    const removed = await call(t.app, address.remove, { iid: 1000, token: session.token, id: 2 ** 31 });
    expect(removed, JSON.stringify(removed)).toMatchObject({ status: 400 });
    expect((await call(t.app, university.getPageShow, { iid: 3073, type: 2 ** 31 })).status).toBe(400);
    expect((await call(t.app, site.aboutMe, { iid: 1000, type: 'js', userId: 2 ** 40 })).status).toBe(400);
  });

  it('an id of 2^31 in a comma list is refused by the params, before the database (which logged it as an error)', async () => {
    const { token } = await signUp(t.app, 1000, '13700990004');
    const before = errors.length;
    expect(await call(t.app, mall.cartRemove, { iid: 1000, token, ids: '3,2147483648' })).toMatchObject({ status: 400, error: { code: 400, msg: '参数错误：ids 超出范围（-2147483648 到 2147483647）' } });
    expect((await gatewayCall(t.app, act.interest, { iid: 1000, token, ids: '2147483648' })).status).toBe(400);
    expect(errors.slice(before)).toEqual([]);
  });
});

describe('ids of 2^31 or more on the plain routes (live events, the admin API)', () => {
  it('are refused with the shared id shape, before the database (which logged each as an error)', async () => {
    const before = errors.length;
    const admin = { authorization: `Bearer ${t.operatorToken}` };
    const replies = await Promise.all([
      t.app.inject({ method: 'GET', url: '/api/content/live/2147483648/events?iid=1000' }),
      t.app.inject({ method: 'GET', url: '/api/admin/registrations/2147483648', headers: admin }),
      t.app.inject({ method: 'POST', url: '/api/admin/wallet/withdrawals/2147483648/approve', headers: admin, payload: {} }),
      t.app.inject({ method: 'GET', url: '/api/admin/sign/sos?iid=2147483648', headers: admin }),
    ]);
    expect(replies.map((r) => r.statusCode)).toEqual([400, 400, 400, 400]);
    expect(replies.every((r) => typeof r.json<{ msg?: unknown }>().msg === 'string')).toBe(true);
    expect(errors.slice(before)).toEqual([]);
  });
});

describe('NUL and lone surrogates in text', () => {
  it('a NUL in a short link, a login and a sign-up is 400 with a msg', async () => {
    const short = await gatewayCall(t.app, site.shortUrlParse, { url: 'ab\u0000c' });
    expect(short).toMatchObject({ status: 400, error: { code: 400, msg: '参数错误：url 含有不允许的字符（控制字符或无效的 Unicode）' } });
    const login = await call(t.app, member.login, { iid: 1000, mobile: '13800138000', password: 'secret\u0000123' });
    expect(login).toMatchObject({ status: 400, error: { code: 400 } });
    const code = await call(t.app, member.sendCode, { iid: 1000, mobile: '1380013\u00008000' });
    expect(code.status).toBe(400);
  });

  it('a lone surrogate in a form value is the form’s own refusal (1014), and the saved values stay', async () => {
    const who = await driver.newApplicant();
    expect((await driver.saveGroup(who, 31, { '101': '张三' })).status).toBe(200);
    const lone = await driver.saveGroup(who, 31, { '101': 'x\ud800y' });
    expect(lone.error).toEqual({ code: university.saveFormInfo.errors.badValue.code, msg: '姓名含有不允许的字符（控制字符或无效的 Unicode）' });
    const nul = await driver.saveGroup(who, 31, { '104': 'a\u0000b' });
    expect(nul.error?.code).toBe(university.saveFormInfo.errors.badValue.code);
    const form = await call(t.app, university.getFormInfo, { rid: who.rid, token: who.token, regId: REG, id: 31 });
    expect(JSON.parse(form.result?.t3 ?? '{}')).toMatchObject({ '101': '张三' });
  });

  it('a token with a NUL is still the session refusal (1000001), not a 400', async () => {
    const reply = await call(t.app, university.getRegInfo, { rid: 1, token: 'a\u0000'.repeat(20), id: REG });
    expect(reply.error?.code).toBe(1000001);
  });

  it('a call declared with a plain z.string() never hands its handler such text', async () => {
    const reply = await t.app.inject({ method: 'GET', url: '/api/test/fails?text=a%00b' });
    expect(reply.statusCode).toBe(400);
    expect(json(reply.body).msg).toBe('参数错误：text 含有不允许的字符（控制字符或无效的 Unicode）');
  });
});

describe('flags sent as text', () => {
  it('isDefault "false" does not make an address the default, "1" does', async () => {
    const { token } = await signUp(t.app, 1000, '13700990002');
    const fields = { name: '李四', mobile: '13700990002', province: '广东省', city: '深圳市', district: '南山区', areaCode: '440305', address: '科技园 1 号', postCode: '518000' };
    const first = await call(t.app, address.add, { iid: 1000, token, ...fields, isDefault: true });
    const second = await call(t.app, address.add, { iid: 1000, token, ...fields, isDefault: 'false' });
    const list = (await call(t.app, address.list, { iid: 1000, token })).result ?? [];
    expect(list.find((a) => a.id === first.result?.id)?.isDefault).toBe(true);
    expect(list.find((a) => a.id === second.result?.id)?.isDefault).toBe(false);
    const third = await call(t.app, address.add, { iid: 1000, token, ...fields, isDefault: '1' });
    expect((await call(t.app, address.list, { iid: 1000, token })).result?.find((a) => a.id === third.result?.id)?.isDefault).toBe(true);
    expect((await call(t.app, address.add, { iid: 1000, token, ...fields, isDefault: 'no' })).status).toBe(400);
  });
});

describe('university sign-up', () => {
  it('is open only under a tenant that runs admissions (3073), not under the community tenant 1000', async () => {
    const mobile = '13700990003';
    await call(t.app, university.sendPhoneCode, { mobile }, { 'x-forwarded-for': '10.1.2.3' });
    const verifyCode = (await t.app.inject({ method: 'GET', url: `/api/dev/sms/last?mobile=${mobile}` })).json<{ t: string }>().t;
    const community = await call(t.app, university.register, { verifyCode, loginName: mobile, password: 'secret123', iid: 1000 }, { 'x-forwarded-for': '10.1.2.3' });
    expect(community.error).toEqual({ code: university.register.errors.unknownTenant.code, msg: NO_ADMISSIONS });
    const admissions = await call(t.app, university.register, { verifyCode, loginName: mobile, password: 'secret123', iid: 3073 }, { 'x-forwarded-for': '10.1.2.3' });
    expect(admissions.status).toBe(200);
    expect(admissions.result?.t1).toBeGreaterThan(0);
  });
});

describe('malformed percent-escapes in a storage URL', () => {
  it('the face check of such a URL is “not your image” (1011), reading it is 400 with a msg', async () => {
    const who = await driver.newApplicant();
    const check = await call(t.app, university.faceDetection, { rid: who.rid, token: who.token, regId: REG, imgPath: '/api/storage/h5/3073_1700000000000_%E0%A4%A.png' });
    expect(check.error?.code).toBe(university.faceDetection.errors.notOwnImage.code);
    const read = await t.app.inject({ method: 'GET', url: '/api/storage/h5%2' });
    expect(read.statusCode).toBe(400);
    expect(json(read.body)).toEqual({ code: 400, msg: '请求地址或格式不合法' });
  });
});

describe('every 500', () => {
  it('is logged with a request id the reply names, with no stack in the reply', async () => {
    const before = errors.length;
    const reply = await t.app.inject({ method: 'GET', url: '/api/test/fails?text=boom' });
    expect(reply.statusCode).toBe(500);
    expect(json(reply.body)).toEqual({ code: 500, msg: '系统繁忙，请稍后再试' });
    const requestId = String(reply.headers['x-request-id']);
    expect(requestId).toMatch(/^[0-9a-f]{16}$/);
    const logged = errors.slice(before).map((line) => JSON.parse(line) as { requestId?: string; err?: { message?: string } });
    expect(logged).toEqual([expect.objectContaining({ requestId, err: expect.objectContaining({ message: 'the handler failed' }) })]);
  });
});
