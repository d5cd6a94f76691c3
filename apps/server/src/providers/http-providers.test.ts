import { createHmac, timingSafeEqual } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { member, randomNonce, university, uploadKey } from '@tongxin/api-client';
import { SEED_GROUPS } from '../modules/university/api';
import { startFakeServer, type FakeRequest, type FakeServer } from '../testing/fake-server';
import { call, ok, pngBytes, startTestApp, upload, type TestApp } from '../testing/harness';
import { FACE_MESSAGES } from './face';

const SECRET = 'shared-secret-of-the-providers';
const ID_CODE = '11010519491231002X';

/** What a provider does first: checks our HMAC over `{timestamp}.{body}` and the timestamp's age. */
function signedByUs(request: FakeRequest): boolean {
  const timestamp = String(request.headers['x-tongxin-timestamp'] ?? '');
  const given = String(request.headers['x-tongxin-signature'] ?? '').replace(/^sha256=/, '');
  const expected = createHmac('sha256', SECRET).update(`${timestamp}.${request.body}`).digest('hex');
  const fresh = Math.abs(Date.now() / 1000 - Number(timestamp)) < 300;
  return fresh && given.length === expected.length && timingSafeEqual(Buffer.from(given), Buffer.from(expected));
}

async function newApplicant(t: TestApp, mobile: string, sms: () => string | Promise<string>) {
  ok(await call(t.app, university.sendPhoneCode, { mobile }));
  const who = ok(await call(t.app, university.register, { verifyCode: await sms(), loginName: mobile, password: 'secret123', iid: 3073 }));
  return { rid: who.t1, token: who.t2 };
}

describe('FACE_PROVIDER=http: a face-detection service', () => {
  const mode: { answer: 'pass' | 'fail' | 'error' | 'garbage' } = { answer: 'pass' };
  let service: FakeServer;
  let t: TestApp;

  beforeAll(async () => {
    service = await startFakeServer((request) => {
      if (!signedByUs(request)) return { status: 401, body: '{"error":"bad signature"}' };
      const sent = JSON.parse(request.body) as { image: string; mime: string; name: string; idCode: string };
      if (mode.answer === 'error') return { status: 503, body: '{}' };
      if (mode.answer === 'garbage') return { body: '<html>oops</html>' };
      const passed = mode.answer === 'pass';
      return { body: JSON.stringify({ succ: passed, idCode: sent.idCode, name: sent.name, msg: passed ? '比对成功' : '未检测到人脸' }) };
    });
    t = await startTestApp('pglite', { env: { FACE_PROVIDER: 'http', FACE_HTTP_URL: `${service.url}/check`, FACE_HTTP_SECRET: SECRET } });
  });
  afterAll(async () => {
    await t?.close();
    await service?.close();
  });

  it("sends the photo with the form's name and ID, signed, and records the service's verdict", async () => {
    const who = await newApplicant(t, '13500135000', async () => (await t.app.inject({ url: '/api/dev/sms/last?mobile=13500135000' })).json<{ t: string }>().t);
    const base = { rid: who.rid, token: who.token, regId: 3 };
    ok(await call(t.app, university.saveFormInfo, { ...base, id: SEED_GROUPS.basic, content: JSON.stringify({ '101': '张三', '102': ID_CODE }) }));
    const p = ok(await call(t.app, university.getOssParams, { iid: 3073, ...who }));
    const photo = pngBytes(600, 800);
    const key = uploadKey(3073, Date.now(), randomNonce(), 'me.png');
    expect((await upload(t.app, { key, policy: p.policy, OSSAccessKeyId: p.accessKeyId, success_action_status: '200', signature: p.sign }, photo)).status).toBe(200);
    const imgPath = `${p.host}/${key}`;

    mode.answer = 'fail';
    expect(ok(await call(t.app, university.faceDetection, { ...base, imgPath }))).toMatchObject({ succ: false, msg: '未检测到人脸' });
    expect((await call(t.app, university.saveFormInfo, { ...base, id: SEED_GROUPS.photo, content: JSON.stringify({ '301': imgPath }) })).error?.code).toBe(1011);

    for (const answer of ['error', 'garbage'] as const) {
      mode.answer = answer;
      expect(ok(await call(t.app, university.faceDetection, { ...base, imgPath }))).toMatchObject({ succ: false, msg: FACE_MESSAGES.unavailable });
    }

    mode.answer = 'pass';
    expect(ok(await call(t.app, university.faceDetection, { ...base, imgPath }))).toEqual({ code: 0, succ: true, msg: '比对成功', name: '张三', idCode: ID_CODE });
    const sent = JSON.parse(service.requests.at(-1)?.body ?? '{}') as { image: string; mime: string; name: string; idCode: string };
    expect(Buffer.from(sent.image, 'base64').equals(photo)).toBe(true);
    expect(sent).toMatchObject({ mime: 'image/png', name: '张三', idCode: ID_CODE });
    ok(await call(t.app, university.saveFormInfo, { ...base, id: SEED_GROUPS.photo, content: JSON.stringify({ '301': imgPath }) }));
  });
});

describe('SMS_PROVIDER=http: an SMS gateway', () => {
  const gateway: { up: boolean } = { up: true };
  let sms: FakeServer;
  let t: TestApp;

  beforeAll(async () => {
    sms = await startFakeServer((request) => {
      if (!signedByUs(request)) return { status: 401, body: '{}' };
      return gateway.up ? { body: '{"ok":true}' } : { status: 502, body: '{}' };
    });
    t = await startTestApp('pglite', { env: { SMS_PROVIDER: 'http', SMS_HTTP_URL: `${sms.url}/send`, SMS_HTTP_SECRET: SECRET, SMS_EXPOSE_CODES: '0' } });
  });
  afterAll(async () => {
    await t?.close();
    await sms?.close();
  });

  const lastCodeSent = (mobile: string) => {
    const sent = sms.requests.map((r) => JSON.parse(r.body) as { mobile: string; code: string; ttlMinutes: number }).filter((b) => b.mobile === mobile);
    return sent.at(-1);
  };

  it('posts the code to the gateway, signed; the code then registers the number', async () => {
    const who = await newApplicant(t, '13500135100', () => lastCodeSent('13500135100')?.code ?? '');
    expect(who.token.length).toBeGreaterThan(30);
    expect(lastCodeSent('13500135100')).toMatchObject({ code: expect.stringMatching(/^\d{6}$/), ttlMinutes: 10 });
    // Codes are never exposed by the dev route with a real gateway.
    expect((await t.app.inject({ url: '/api/dev/sms/last?mobile=13500135100' })).statusCode).toBe(404);
  });

  it('says when the gateway fails, and lets the number ask again at once', async () => {
    gateway.up = false;
    expect((await call(t.app, university.sendPhoneCode, { mobile: '13500135101' })).error).toEqual({ code: 1005, msg: '验证码发送失败，请稍后再试' });
    gateway.up = true;
    expect(ok(await call(t.app, university.sendPhoneCode, { mobile: '13500135101' }))).toBe(true);
  });

  it("sends the community's sign-up code (member.sendCode) through the same gateway and the same failure rule", async () => {
    expect(ok(await call(t.app, member.sendCode, { iid: 1000, mobile: '13500135102' }))).toBe(true);
    expect(lastCodeSent('13500135102')).toMatchObject({ code: expect.stringMatching(/^\d{6}$/), ttlMinutes: 10 });
    gateway.up = false;
    expect((await call(t.app, member.sendCode, { iid: 1000, mobile: '13500135103' })).error).toEqual({ code: 1005, msg: '验证码发送失败，请稍后再试' });
    gateway.up = true;
    expect(ok(await call(t.app, member.sendCode, { iid: 1000, mobile: '13500135103' }))).toBe(true);
  });
});
