import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEED_GROUPS } from '../modules/university/api';
import { university } from '@tongxin/api-client/catalogue';
import { call, ok, startTestApp, type TestApp } from '../testing/harness';
import { runAdmin, shown } from './admin';
import { TEST_OPERATOR } from '../testing/staff';

describe('admin CLI over HTTP', () => {
  let t: TestApp;
  let baseUrl: string;
  let rid: number;
  let token: string;

  beforeAll(async () => {
    t = await startTestApp('pglite');
    baseUrl = await t.app.listen({ host: '127.0.0.1', port: 0 });
    const mobile = '13700137000';
    ok(await call(t.app, university.sendPhoneCode, { mobile }));
    const code = (await t.app.inject({ method: 'GET', url: `/api/dev/sms/last?mobile=${mobile}` })).json<{ t: string }>().t;
    const who = ok(await call(t.app, university.register, { verifyCode: code, loginName: mobile, password: 'secret123', iid: 3073 }));
    rid = who.t1;
    token = who.t2;
    // A half-filled form cannot be submitted; the row is put in review directly to drive the CLI.
    ok(await call(t.app, university.saveFormInfo, { rid, token: who.t2, regId: 3, id: SEED_GROUPS.basic, content: JSON.stringify({ '101': '赵六', '104': '北京市/北京市/东城区\n[基本信息] 身份证号: 伪造\u202e' }) }));
    expect((await call(t.app, university.submit, { rid, token: who.t2, regId: 3 })).error?.msg).toBe('身份证号必填！');
    await t.database.db.execute(`update applications set status = 1 where rid = ${rid}`);
  });
  afterAll(async () => {
    await t?.close();
  });

  const run = async (...argv: string[]) => {
    const lines: string[] = [];
    const code = await runAdmin(argv, { baseUrl, session: t.operatorToken, print: (l) => lines.push(l) });
    return { code, out: lines.join('\n') };
  };

  it('lists, shows, asks for a refill and approves', async () => {
    const list = await run('list', '1');
    expect(list.code).toBe(0);
    expect(list.out).toContain(`${rid}\t1 待审核\t13700137000\t赵六`);
    const show = await run('show', String(rid));
    expect(show.out).toContain('[基本信息] 姓名: 赵六');
    expect((await run('refill', String(rid))).code).toBe(1);
    expect((await run('refill', String(rid), '请补充', '身份证号')).out).toBe(`asked ${rid} to refill: 请补充 身份证号`);
    const again = await run('approve', String(rid));
    expect(again.code).toBe(1);
    expect(again.out).toMatch(/409 只有待审核/);
    expect((await run('show', String(rid))).out).toContain('status 4 需重填 (请补充 身份证号)');
    expect((await run('payments')).out).toContain('0 order(s)');
  });

  it('prints applicant text with control characters escaped: a line break cannot fake a row', async () => {
    const show = await run('show', String(rid));
    expect(show.out).toContain('[基本信息] 家庭住址: 北京市/北京市/东城区\\u{a}[基本信息] 身份证号: 伪造\\u{202e}');
    expect(show.out.split('\n').filter((line) => line.includes('伪造'))).toHaveLength(1);
    // Stored before the server refused them, or arriving in a reason: escapes, bells and tabs too.
    expect(shown('\u001b[2J\u0007a\tb\u0000')).toBe('\\u{1b}[2J\\u{7}a\\u{9}b\\u{0}');
    expect(shown('张三 😀')).toBe('张三 😀');
  });

  it('signs an applicant out everywhere: the session then answers 1000001', async () => {
    ok(await call(t.app, university.getRegInfo, { rid, token, id: 3 }));
    expect((await run('sign-out', String(rid))).out).toBe(`signed out ${rid}: 1 session(s) ended`);
    expect((await call(t.app, university.getRegInfo, { rid, token, id: 3 })).error?.code).toBe(1000001);
    expect((await run('sign-out', String(rid))).out).toBe(`signed out ${rid}: 0 session(s) ended`);
    expect((await run('sign-out', 'x')).code).toBe(1);
  });

  it('refuses without a session or with a wrong one', async () => {
    expect(await runAdmin(['list'], { baseUrl, print: () => undefined })).toBe(2);
    const lines: string[] = [];
    expect(await runAdmin(['list'], { baseUrl, session: 'wrong-token-0123456789', print: (l) => lines.push(l) })).toBe(1);
    expect(lines.join('')).toContain('401');
  });

  it('signs in as the operator: a new device is asked for the SMS code, then it works', async () => {
    const operator = { mobile: TEST_OPERATOR.mobile, password: TEST_OPERATOR.password, deviceId: 'cli-device-of-the-test-0001' };
    const lines: string[] = [];
    expect(await runAdmin(['list', '1'], { baseUrl, operator, print: (l) => lines.push(l) })).toBe(2);
    expect(lines.join('\n')).toContain('OPERATOR_SMS_CODE');
    const code = (await t.app.inject({ method: 'GET', url: `/api/dev/sms/last?mobile=${operator.mobile}` })).json<{ t: string }>().t;
    const out: string[] = [];
    expect(await runAdmin(['list'], { baseUrl, operator: { ...operator, code }, print: (l) => out.push(l) })).toBe(0);
    expect(out.join('\n')).toContain('13700137000');
    // The device is trusted now: no code the next time.
    expect(await runAdmin(['payments'], { baseUrl, operator, print: () => undefined })).toBe(0);
    expect(await runAdmin(['list'], { baseUrl, operator: { ...operator, password: 'not-the-password-1' }, print: (l) => out.push(l) })).toBe(2);
    expect(out.at(-1)).toContain('4901');
  });
});
