import { PNG } from 'pngjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callsOf, randomNonce, university, uploadKey } from '@tongxin/api-client';
import { SEED_GROUPS } from './seed';
import { FACE_MESSAGES } from '../../providers/face';
import { SandboxPayProvider } from '../../providers/pay';
import { installInjectXhr } from '../../testing/client';
import { BACKENDS, call, jpegBytes, ok, pngBytes, startTestApp, upload, type TestApp } from '../../testing/harness';
import { universityDriver } from '../../testing/university';

const IID = 3073;
const REG = 3;
const ID_CODE = '11010519491231002X';
const PAY_KEY = 'sandbox-key-for-the-suite-0123456789';

describe.each(BACKENDS)('university service on %s', (backend) => {
  let t: TestApp;
  let uninstallXhr: () => void = () => undefined;

  beforeAll(async () => {
    t = await startTestApp(backend, { env: { PAY_SANDBOX_KEY: PAY_KEY, PAY_SANDBOX_ENDPOINT: '1' } });
    // Uploads go through the apps' own helper (api-client's uploadImage), answered by this server.
    uninstallXhr = installInjectXhr(t.app);
  }, 120_000);
  afterAll(async () => {
    uninstallXhr();
    await t?.close();
  });

  const { nextMobile, from, seq, newApplicant, admin, uploadPhoto, saveGroup, fillAll, approvedWithOrder } = universityDriver(() => t.app);

  it('serves every declared university call at /api{uri} with its method', () => {
    const universityCalls = callsOf(university);
    expect(universityCalls).toHaveLength(16);
    for (const declaration of universityCalls) {
      expect(t.app.hasRoute({ method: declaration.method, url: `/api${declaration.uri}` }), declaration.name).toBe(true);
    }
  });

  describe('site calls', () => {
    it('maps host names to tenants and says when it does not know one', async () => {
      expect(ok(await call(t.app, university.getIidByDomainName, { domainName: 'zs.tongxin.local' })).iid).toBe(3073);
      expect(ok(await call(t.app, university.getIidByDomainName, { domainName: 'H5.tongxin.local:8080' })).iid).toBe(1000);
      expect((await call(t.app, university.getIidByDomainName, { domainName: 'nowhere.example' })).error).toEqual({ code: 404, msg: '没有这个域名' });
    });

    it('serves content for page types 0, 100001 and 100002', async () => {
      for (const type of [0, 100001, 100002]) {
        const blocks = ok(await call(t.app, university.getPageShow, { iid: IID, type })).page_show;
        expect(blocks.length).toBeGreaterThan(0);
      }
      const home = ok(await call(t.app, university.getPageShow, { iid: IID, type: 0 })).page_show;
      expect(home.some((b) => b.title === '学校简介')).toBe(true);
      expect(ok(await call(t.app, university.getPageShow, { iid: IID, type: 5 })).page_show).toEqual([]);
    });

    it('serves the download banner', async () => {
      expect(ok(await call(t.app, university.getDownloadInfo, { iid: IID })).downInfo?.title).toBe('同心大学');
    });

    it('refuses malformed params with a 400 body naming the field', async () => {
      const reply = await call(t.app, university.getPageShow, { iid: 'abc', type: 0 });
      expect(reply.status).toBe(400);
      expect(reply.error?.msg).toMatch(/^参数错误：iid/);
    });
  });

  describe('accounts', () => {
    it('registers with the SMS code, then logs in; wrong code, taken number and wrong password are refused', async () => {
      const mobile = nextMobile();
      const headers = from(900 + seq());
      expect((await call(t.app, university.sendPhoneCode, { mobile: '12345' }, headers)).error?.msg).toBe('请输入正确的手机号码');
      expect(ok(await call(t.app, university.sendPhoneCode, { mobile }, headers))).toBe(true);
      const resend = await call(t.app, university.sendPhoneCode, { mobile }, headers);
      expect(resend.status).toBe(429);
      const code = (await t.app.inject({ method: 'GET', url: `/api/dev/sms/last?mobile=${mobile}` })).json<{ t: string }>().t;
      expect(code).toMatch(/^\d{6}$/);
      const wrong = code === '000000' ? '111111' : '000000';
      expect((await call(t.app, university.register, { verifyCode: wrong, loginName: mobile, password: 'secret123', iid: IID }, headers)).error?.code).toBe(1002);
      const reg = ok(await call(t.app, university.register, { verifyCode: code, loginName: mobile, password: 'secret123', iid: IID }, headers));
      expect(reg.code).toBe(0);
      expect(reg.t2.length).toBeGreaterThan(30);
      // The code is spent.
      expect((await call(t.app, university.register, { verifyCode: code, loginName: mobile, password: 'secret123', iid: IID }, headers)).error?.code).toBe(1002);
      expect((await call(t.app, university.login, { loginName: mobile, passWord: 'nope-nope', iid: IID }, headers)).error).toEqual({ code: 1001, msg: '手机号或密码错误' });
      const again = ok(await call(t.app, university.login, { loginName: mobile, passWord: 'secret123', iid: IID }, headers));
      expect(again.t1).toBe(reg.t1);
      expect(again.t2).not.toBe(reg.t2);
    });

    it('stores scrypt hashes, never the password', async () => {
      const who = await newApplicant();
      const rows = await t.database.db.execute<{ password_hash: string }>(`select password_hash from applicants where rid = ${who.rid}`);
      const hash = (rows as unknown as { rows: { password_hash: string }[] }).rows[0]?.password_hash ?? '';
      expect(hash).toMatch(/^scrypt\$16384\$8\$1\$/);
      expect(hash).not.toContain('secret123');
    });

    it('answers 1000001 for a missing, wrong, another\'s or expired token', async () => {
      const a = await newApplicant();
      const b = await newApplicant();
      expect((await call(t.app, university.getRegInfo, { rid: a.rid, token: 'forged', id: REG })).error?.code).toBe(1000001);
      expect((await call(t.app, university.getRegInfo, { rid: a.rid, token: b.token, id: REG })).error?.code).toBe(1000001);
      // Missing or empty rid or token: the same session refusal (the client clears it and goes to university.login), not a 400.
      const invalid = { code: 1000001, msg: '登录已失效，请重新登录' };
      for (const params of [{ rid: a.rid, id: REG }, { rid: a.rid, token: '', id: REG }, { rid: '', token: a.token, id: REG }, { token: a.token, id: REG }, { rid: 'abc', token: a.token, id: REG }]) {
        const reply = await call(t.app, university.getRegInfo, params);
        expect(reply.status, JSON.stringify(params)).toBe(200);
        expect(reply.error, JSON.stringify(params)).toEqual(invalid);
      }
      expect((await call(t.app, university.saveFormInfo, { token: '', regId: REG, id: SEED_GROUPS.basic, content: '{}' })).error).toEqual(invalid);
      expect((await call(t.app, university.createOrder, { iid: IID, orderType: 28, userId: '', keys: REG, num: 1 })).error).toEqual(invalid);
      expect((await call(t.app, university.getOssParams, { iid: IID, rid: a.rid })).error).toEqual(invalid);
      // A bad param that is not the session is still a 400.
      expect((await call(t.app, university.getRegInfo, { rid: a.rid, token: a.token, id: 'x' })).status).toBe(400);
      expect(ok(await call(t.app, university.getRegInfo, { rid: a.rid, token: a.token, id: REG })).status).toBe(0);
      t.advance(8 * 24 * 3600_000);
      expect((await call(t.app, university.getRegInfo, { rid: a.rid, token: a.token, id: REG })).error).toEqual({ code: 1000001, msg: '登录已失效，请重新登录' });
    });
  });

  describe('form', () => {
    it('lists each group with its components, covering all eight types and the conditional ones', async () => {
      const who = await newApplicant();
      const info = ok(await call(t.app, university.getRegInfo, { rid: who.rid, token: who.token, id: REG }));
      const groups = JSON.parse(info.groups) as university.FormGroup[];
      expect(groups.map((g) => g.id)).toEqual([SEED_GROUPS.basic, SEED_GROUPS.study, SEED_GROUPS.photo]);
      expect(groups.every((g) => !g.isFill)).toBe(true);
      expect(info.regSummary).toContain('承诺书');
      const types = new Set<number>();
      for (const g of groups) {
        const form = ok(await call(t.app, university.getFormInfo, { rid: who.rid, token: who.token, regId: REG, id: g.id }));
        form.t1.forEach((c) => types.add(c.type));
        expect(form.t3).toBe('{}');
      }
      expect([...types].sort()).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
      const study = ok(await call(t.app, university.getFormInfo, { rid: who.rid, token: who.token, regId: REG, id: SEED_GROUPS.study }));
      const byId = new Map(study.t1.map((c) => [c.id, c]));
      expect(byId.get(283)?.showIf).toEqual({ id: 282, anyOf: ['是'] });
      expect(byId.get(426)?.showIf).toEqual({ id: 297, anyOf: ['生物学/纳米生物技术', '生物学/系统生态学'] });
      const options = JSON.parse(byId.get(297)?.content ?? '[]') as { key: string; value: string[] }[];
      expect(options.find((o) => o.key === '生物学')?.value).toEqual(expect.arrayContaining(['纳米生物技术', '系统生态学']));
    });

    it('saves values, merges them and returns them in t3; refuses foreign fields and bad values', async () => {
      const who = await newApplicant();
      const base = { rid: who.rid, token: who.token, regId: REG };
      expect(ok(await call(t.app, university.saveFormInfo, { ...base, id: SEED_GROUPS.basic, content: JSON.stringify({ '101': '李四' }) }))).toBe(true);
      ok(await call(t.app, university.saveFormInfo, { ...base, id: SEED_GROUPS.basic, content: JSON.stringify({ '103': '2001-02-03' }) }));
      const form = ok(await call(t.app, university.getFormInfo, { ...base, id: SEED_GROUPS.basic }));
      expect(JSON.parse(form.t3)).toEqual({ '101': '李四', '103': '2001-02-03' });
      expect((await call(t.app, university.saveFormInfo, { ...base, id: SEED_GROUPS.basic, content: JSON.stringify({ '297': '化学/有机化学' }) })).error?.code).toBe(1013);
      expect((await call(t.app, university.saveFormInfo, { ...base, id: SEED_GROUPS.study, content: JSON.stringify({ '297': '生物学/炼金术' }) })).error?.code).toBe(1014);
      expect((await call(t.app, university.saveFormInfo, { ...base, id: SEED_GROUPS.study, content: JSON.stringify({ '202': '-1' }) })).error?.code).toBe(1014);
      expect((await call(t.app, university.saveFormInfo, { ...base, id: SEED_GROUPS.photo, content: JSON.stringify({ '301': 'https://evil.example/x.png' }) })).error?.code).toBe(1011);
      expect((await call(t.app, university.saveFormInfo, { ...base, id: SEED_GROUPS.basic, content: 'not json' })).status).toBe(400);
    });

    it('requires every required, visible component on university.submit, conditional ones only when shown', async () => {
      const who = await newApplicant();
      const base = { rid: who.rid, token: who.token, regId: REG };
      expect((await call(t.app, university.submit, base)).error).toEqual({ code: 1012, msg: '姓名必填！' });
      const photo = await uploadPhoto(who);
      await fillAll(who, photo);
      // '是' on 282 shows 283 (required), 284 (required) and 285.
      ok(await call(t.app, university.saveFormInfo, { ...base, id: SEED_GROUPS.study, content: JSON.stringify({ '282': '是' }) }));
      expect((await call(t.app, university.submit, base)).error?.msg).toBe('科研项目名称必填！');
      ok(await call(t.app, university.saveFormInfo, { ...base, id: SEED_GROUPS.study, content: JSON.stringify({ '283': '蛋白质折叠', '284': JSON.stringify([photo]) }) }));
      // Biology / systems ecology on 297 shows 426.
      ok(await call(t.app, university.saveFormInfo, { ...base, id: SEED_GROUPS.study, content: JSON.stringify({ '297': '生物学/系统生态学' }) }));
      expect((await call(t.app, university.submit, base)).error?.msg).toBe('相关研究经历必填！');
      ok(await call(t.app, university.saveFormInfo, { ...base, id: SEED_GROUPS.study, content: JSON.stringify({ '297': '生物学/遗传学' }) }));
      const groups = JSON.parse(ok(await call(t.app, university.getRegInfo, { rid: who.rid, token: who.token, id: REG })).groups) as university.FormGroup[];
      expect(groups.every((g) => g.isFill)).toBe(true);
      expect(ok(await call(t.app, university.submit, base))).toBe(true);
      expect(ok(await call(t.app, university.getRegInfo, { rid: who.rid, token: who.token, id: REG })).status).toBe(1);
    });
  });

  describe('status machine', () => {
    it('goes 0 → 1 → 4 → 0 → 1 → 2 → 3 and refuses every other move', async () => {
      const who = await newApplicant();
      const base = { rid: who.rid, token: who.token, regId: REG };
      const status = async () => ok(await call(t.app, university.getRegInfo, { rid: who.rid, token: who.token, id: REG })).status;
      const order = () => call(t.app, university.createOrder, { iid: IID, orderType: 28, userId: who.rid, token: who.token, keys: REG, num: 1 });
      const approve = () => admin('POST', `/api/admin/registrations/${who.rid}/approve`, {});
      const refill = (reason?: string) => admin('POST', `/api/admin/registrations/${who.rid}/refill`, reason === undefined ? {} : { reason });

      // 0: no review, no reset, no order.
      expect(await status()).toBe(0);
      expect((await approve()).statusCode).toBe(409);
      expect((await call(t.app, university.resetForm, base)).error?.code).toBe(1010);
      expect((await order()).error?.code).toBe(1010);
      await fillAll(who, await uploadPhoto(who));
      ok(await call(t.app, university.submit, base));
      expect(await status()).toBe(1);

      // 1: no edits, no second university.submit, no reset, no order; refill needs a reason.
      expect((await call(t.app, university.saveFormInfo, { ...base, id: SEED_GROUPS.basic, content: JSON.stringify({ '101': '王五' }) })).error).toEqual({ code: 1010, msg: '当前状态不可修改' });
      expect((await call(t.app, university.submit, base)).error?.code).toBe(1010);
      expect((await call(t.app, university.resetForm, base)).error?.code).toBe(1010);
      expect((await order()).error?.code).toBe(1010);
      expect((await refill()).statusCode).toBe(400);
      expect((await refill('照片不清晰，请重新上传')).statusCode).toBe(200);

      // 4: the reason shows; no edits until reset; reset keeps the values.
      const info = ok(await call(t.app, university.getRegInfo, { rid: who.rid, token: who.token, id: REG }));
      expect(info.status).toBe(4);
      expect(info.refillReason).toBe('照片不清晰，请重新上传');
      expect((await call(t.app, university.saveFormInfo, { ...base, id: SEED_GROUPS.basic, content: JSON.stringify({ '101': '王五' }) })).error?.code).toBe(1010);
      expect((await approve()).statusCode).toBe(409);
      expect(ok(await call(t.app, university.resetForm, base))).toBe(true);
      expect(await status()).toBe(0);
      expect(JSON.parse(ok(await call(t.app, university.getFormInfo, { ...base, id: SEED_GROUPS.basic })).t3)['101']).toBe('张三');
      ok(await call(t.app, university.submit, base));

      // 1 → 2: the order is created once.
      expect((await approve()).statusCode).toBe(200);
      expect(await status()).toBe(2);
      expect((await approve()).statusCode).toBe(409);
      expect((await refill('太晚了')).statusCode).toBe(409);
      const first = ok(await order());
      const second = ok(await order());
      expect(second.gid).toBe(first.gid);
      expect(first.paid).toBe(false);
      expect(ok(await call(t.app, university.getRegInfo, { rid: who.rid, token: who.token, id: REG })).orderId).toBe(first.gid);

      // The page's word is not a payment: only the signed notify moves 2 → 3.
      const params = ok(await call(t.app, university.payOrder, { iid: IID, rid: who.rid, token: who.token, gid: first.gid, openId: 'o-test' }));
      expect(params.package).toMatch(/^prepay_id=/);
      expect(Object.keys(params).sort()).toEqual(['appId', 'code', 'msg', 'nonceStr', 'package', 'paySign', 'signType', 'timeStamp']);
      expect(await status()).toBe(2);
      const forged = await t.app.inject({
        method: 'POST',
        url: '/api/pay/notify',
        payload: { tradeNo: 'x', transactionId: 'y', amountFen: 5000, timeStamp: '1', nonceStr: 'n', sign: 'ab'.repeat(32) },
      });
      expect(forged.statusCode).toBe(401);
      expect(await status()).toBe(2);
      const paid = await t.app.inject({ method: 'POST', url: '/api/dev/pay/sandbox/pay', payload: { gid: first.gid, rid: who.rid, token: who.token } });
      expect(paid.json()).toMatchObject({ code: 0, t: { code: 'SUCCESS', message: 'paid' } });
      expect(await status()).toBe(3);
      expect(ok(await order()).paid).toBe(true);
      expect((await call(t.app, university.payOrder, { iid: IID, rid: who.rid, token: who.token, gid: first.gid, openId: 'o-test' })).error?.code).toBe(1020);
      // 3: nothing moves.
      expect((await call(t.app, university.resetForm, base)).error?.code).toBe(1010);
      expect((await call(t.app, university.submit, base)).error?.code).toBe(1010);
      expect((await refill('x')).statusCode).toBe(409);
    });

    it('a double payment notify changes nothing', async () => {
      const who = await newApplicant();
      const base = { rid: who.rid, token: who.token, regId: REG };
      await fillAll(who, await uploadPhoto(who));
      ok(await call(t.app, university.submit, base));
      await admin('POST', `/api/admin/registrations/${who.rid}/approve`, {});
      const { gid } = ok(await call(t.app, university.createOrder, { iid: IID, orderType: 28, userId: who.rid, token: who.token, keys: REG, num: 1 }));
      ok(await call(t.app, university.payOrder, { iid: IID, rid: who.rid, token: who.token, gid, openId: 'o-test' }));
      const payments = async () =>
        (await admin('GET', '/api/admin/payments?iid=3073'))
          .json<{ t: { gid: number; status: number; tradeNo: string; transactionId: string; amountFen: number }[] }>()
          .t.filter((p) => p.gid === gid);
      const [pending] = await payments();
      if (!pending) throw new Error('the order is not listed');
      // The gateway's notify, signed with the shared sandbox key, sent twice.
      const gatewaySide = new SandboxPayProvider(PAY_KEY, 'wx-sandbox-app');
      const notify = gatewaySide.signNotify(pending.tradeNo, pending.amountFen);
      const post = (payload: object) => t.app.inject({ method: 'POST', url: '/api/pay/notify', payload: payload as Record<string, unknown> });
      expect((await post({ ...notify, amountFen: 1 })).statusCode).toBe(401); // tampered amount
      expect((await post(notify)).json()).toEqual({ code: 'SUCCESS', message: 'paid' });
      const before = await payments();
      expect(before[0]).toMatchObject({ status: 11, transactionId: notify.transactionId });
      expect((await post(notify)).json()).toEqual({ code: 'SUCCESS', message: 'duplicate' });
      // A second, differently numbered payment of the same trade (paid twice) is recorded and
      // refunded, not kept in silence — also when its notify repeats; the order keeps its first payment.
      const second = gatewaySide.signNotify(pending.tradeNo, pending.amountFen);
      expect((await post(second)).json()).toEqual({ code: 'SUCCESS', message: 'refunded' });
      expect((await post(second)).json()).toEqual({ code: 'SUCCESS', message: 'refunded' });
      expect(await payments()).toEqual(before);
      expect(ok(await call(t.app, university.getRegInfo, { rid: who.rid, token: who.token, id: REG })).status).toBe(3);
    });

    it('a signed notify with the wrong amount records nothing, so the correct one with the same transaction id still pays', async () => {
      const who = await newApplicant();
      const gid = await approvedWithOrder(who);
      const payments = (await admin('GET', '/api/admin/payments?iid=3073')).json<{ t: { gid: number; tradeNo: string; amountFen: number }[] }>().t;
      const order = payments.find((p) => p.gid === gid);
      if (!order) throw new Error('the order is not listed');
      const gatewaySide = new SandboxPayProvider(PAY_KEY, 'wx-sandbox-app');
      const post = (payload: object) => t.app.inject({ method: 'POST', url: '/api/pay/notify', payload: payload as Record<string, unknown> });
      const transactionId = `sbx-mismatch-${gid}`;
      const wrong = await post(gatewaySide.signNotify(order.tradeNo, order.amountFen - 1, transactionId));
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json()).toEqual({ code: 'FAIL', message: 'unknown trade or amount' });
      expect((await post(gatewaySide.signNotify('T-no-such-trade', order.amountFen, transactionId))).statusCode).toBe(400);
      expect(ok(await call(t.app, university.getRegInfo, { rid: who.rid, token: who.token, id: REG })).status).toBe(2);
      expect((await post(gatewaySide.signNotify(order.tradeNo, order.amountFen, transactionId))).json()).toEqual({ code: 'SUCCESS', message: 'paid' });
      expect(ok(await call(t.app, university.getRegInfo, { rid: who.rid, token: who.token, id: REG })).status).toBe(3);
    });

    it('in status 2 (approved) the applicant can neither save, reset, university.submit nor face-check', async () => {
      const who = await newApplicant();
      await approvedWithOrder(who);
      const base = { rid: who.rid, token: who.token, regId: REG };
      expect((await saveGroup(who, SEED_GROUPS.basic, { '101': '王五' })).error).toEqual({ code: 1010, msg: '当前状态不可修改' });
      expect((await call(t.app, university.resetForm, base)).error?.code).toBe(1010);
      expect((await call(t.app, university.submit, base)).error?.code).toBe(1010);
      const photo = await uploadPhoto(who);
      expect((await call(t.app, university.faceDetection, { ...base, imgPath: photo })).error).toEqual({ code: 1010, msg: '当前状态不可修改' });
      expect(ok(await call(t.app, university.getRegInfo, { rid: who.rid, token: who.token, id: REG })).status).toBe(2);
      expect(JSON.parse(ok(await call(t.app, university.getFormInfo, { ...base, id: SEED_GROUPS.basic })).t3)['101']).toBe('张三');
    });

    it('a reviewer cannot ask for a refill of an unsubmitted registration (status 0), nor face-check in status 1', async () => {
      const who = await newApplicant();
      const base = { rid: who.rid, token: who.token, regId: REG };
      ok(await call(t.app, university.getRegInfo, { rid: who.rid, token: who.token, id: REG }));
      const refill = await admin('POST', `/api/admin/registrations/${who.rid}/refill`, { reason: '请补充材料' });
      expect(refill.statusCode).toBe(409);
      expect(ok(await call(t.app, university.getRegInfo, { rid: who.rid, token: who.token, id: REG })).status).toBe(0);
      const photo = await uploadPhoto(who);
      await fillAll(who, photo);
      ok(await call(t.app, university.submit, base));
      expect((await call(t.app, university.faceDetection, { ...base, imgPath: photo })).error?.code).toBe(1010);
    });
  });

  describe('sandbox payment endpoint (PAY_SANDBOX_ENDPOINT=1)', () => {
    it("pays only the caller's own prepaid order", async () => {
      const a = await newApplicant();
      const b = await newApplicant();
      const gid = await approvedWithOrder(a);
      const pay = (payload: Record<string, unknown>) => t.app.inject({ method: 'POST', url: '/api/dev/pay/sandbox/pay', payload });
      const status = async () => ok(await call(t.app, university.getRegInfo, { rid: a.rid, token: a.token, id: REG })).status;
      // No session, a wrong token, A's rid with B's token: refused as a session problem.
      expect((await pay({ gid })).statusCode).toBe(400);
      expect((await pay({ gid, rid: a.rid, token: 'forged' })).json()).toEqual({ code: 1000001, msg: '登录已失效，请重新登录' });
      expect((await pay({ gid, rid: a.rid, token: b.token })).statusCode).toBe(401);
      // B's own session, A's order: not B's to pay.
      const other = await pay({ gid, rid: b.rid, token: b.token });
      expect(other.statusCode).toBe(404);
      expect(other.json()).toEqual({ code: 1021, msg: '没有这笔预支付订单' });
      expect(await status()).toBe(2);
      expect((await pay({ gid, rid: a.rid, token: a.token })).json()).toMatchObject({ code: 0, t: { code: 'SUCCESS', message: 'paid' } });
      expect(await status()).toBe(3);
    });
  });

  describe('ownership', () => {
    it('one applicant cannot read or change another\'s registration, values, uploads or orders', async () => {
      const a = await newApplicant();
      const b = await newApplicant();
      const photoA = await uploadPhoto(a);
      await fillAll(a, photoA);
      // B with A's rid: session invalid, whatever the call.
      expect((await call(t.app, university.getFormInfo, { rid: a.rid, token: b.token, regId: REG, id: SEED_GROUPS.basic })).error?.code).toBe(1000001);
      expect((await call(t.app, university.saveFormInfo, { rid: a.rid, token: b.token, regId: REG, id: SEED_GROUPS.basic, content: '{"101":"x"}' })).error?.code).toBe(1000001);
      expect((await call(t.app, university.submit, { rid: a.rid, token: b.token, regId: REG })).error?.code).toBe(1000001);
      // B's own form does not show A's values.
      expect(ok(await call(t.app, university.getFormInfo, { rid: b.rid, token: b.token, regId: REG, id: SEED_GROUPS.basic })).t3).toBe('{}');
      // A's upload cannot become B's photo or face check.
      expect((await call(t.app, university.saveFormInfo, { rid: b.rid, token: b.token, regId: REG, id: SEED_GROUPS.photo, content: JSON.stringify({ '301': photoA }) })).error?.code).toBe(1011);
      expect((await call(t.app, university.faceDetection, { rid: b.rid, token: b.token, regId: REG, imgPath: photoA })).error?.code).toBe(1011);
      // B's policy cannot replace A's file, even knowing its key.
      const pb = ok(await call(t.app, university.getOssParams, { iid: IID, rid: b.rid, token: b.token }));
      const keyA = new URL(photoA).pathname.replace('/api/storage/', '');
      const before = (await t.app.inject({ method: 'GET', url: new URL(photoA).pathname })).rawPayload;
      const overwrite = await upload(t.app, { key: keyA, policy: pb.policy, OSSAccessKeyId: pb.accessKeyId, success_action_status: '200', signature: pb.sign }, pngBytes(620, 800));
      expect(overwrite.status).toBe(409);
      expect((await t.app.inject({ method: 'GET', url: new URL(photoA).pathname })).rawPayload).toEqual(before);
      // A's order is not B's to pay.
      ok(await call(t.app, university.submit, { rid: a.rid, token: a.token, regId: REG }));
      await admin('POST', `/api/admin/registrations/${a.rid}/approve`, {});
      const { gid } = ok(await call(t.app, university.createOrder, { iid: IID, orderType: 28, userId: a.rid, token: a.token, keys: REG, num: 1 }));
      expect((await call(t.app, university.payOrder, { iid: IID, rid: b.rid, token: b.token, gid, openId: 'o-b' })).error).toEqual({ code: 1021, msg: '订单不存在' });
      expect((await call(t.app, university.createOrder, { iid: IID, orderType: 28, userId: a.rid, token: b.token, keys: REG, num: 1 })).error?.code).toBe(1000001);
    });

    it("B cannot obtain A's upload URL through any call, nor list, enumerate or guess it", async () => {
      const a = await newApplicant();
      const b = await newApplicant();
      const photoA = await uploadPhoto(a);
      await fillAll(a, photoA);
      const keyA = new URL(photoA).pathname.replace('/api/storage/', '');
      const nonceA = keyA.split('_').slice(2).join('_').replace(/\.png$/, '');
      const secretPart = nonceA.slice(0, 16);
      const replies: string[] = [];
      const seen = (r: { body: unknown }) => replies.push(JSON.stringify(r.body));
      // Every call B can make with A's rid, or about A's registration, or with A's URL.
      seen(await call(t.app, university.getRegInfo, { rid: a.rid, token: b.token, id: REG }));
      for (const id of Object.values(SEED_GROUPS)) {
        seen(await call(t.app, university.getFormInfo, { rid: a.rid, token: b.token, regId: REG, id }));
        seen(await call(t.app, university.getFormInfo, { rid: b.rid, token: b.token, regId: REG, id }));
      }
      seen(await call(t.app, university.getRegInfo, { rid: b.rid, token: b.token, id: REG }));
      const face = await call(t.app, university.faceDetection, { rid: b.rid, token: b.token, regId: REG, imgPath: photoA });
      expect(face.error?.code).toBe(1011);
      seen(face);
      seen(await saveGroup(b, SEED_GROUPS.photo, { '301': photoA }));
      seen(await call(t.app, university.getOssParams, { iid: IID, rid: b.rid, token: b.token }));
      for (const r of replies) expect(r).not.toContain(secretPart);
      // The admin API (which lists uploads) needs the reviewers' token.
      expect((await t.app.inject({ method: 'GET', url: `/api/admin/registrations/${a.rid}` })).statusCode).toBe(401);
      // No listing of the storage, and a key without its random part is not a file.
      const [timestamp] = keyA.split('_').slice(1, 2);
      for (const path of ['/api/storage', '/api/storage/', '/api/storage/h5', '/api/storage/h5/', `/api/storage/h5/${IID}_`, `/api/storage/h5/${IID}_${timestamp}`, `/api/storage/h5/${IID}_${timestamp}.png`, `/api/storage/${keyA.replace(nonceA, nonceA.slice(0, -1) + (nonceA.endsWith('A') ? 'B' : 'A'))}`]) {
        const r = await t.app.inject({ method: 'GET', url: path });
        expect(r.statusCode, path).toBe(404);
        expect(r.body, path).not.toContain(secretPart);
      }
      // The URL itself is the capability: it reads, without referrer or indexing.
      const served = await t.app.inject({ method: 'GET', url: `/api/storage/${keyA}` });
      expect(served.statusCode).toBe(200);
      expect(served.headers['referrer-policy']).toBe('no-referrer');
      expect(served.headers['x-robots-tag']).toBe('noindex, nofollow');
    });
  });

  describe('uploads', () => {
    it("gives the page's own origin as the storage host, as a trusted proxy reports it", async () => {
      const who = await newApplicant();
      const params = { iid: IID, rid: who.rid, token: who.token };
      expect(ok(await call(t.app, university.getOssParams, params, { host: 'zs.tongxin.local' })).host).toBe('http://zs.tongxin.local/api/storage');
      // inject comes from 127.0.0.1, which TRUST_PROXY (loopback by default) believes.
      const proxied = ok(await call(t.app, university.getOssParams, params, { host: 'backend:8080', 'x-forwarded-host': 'zs.tongxin.local', 'x-forwarded-proto': 'https' }));
      expect(proxied.host).toBe('https://zs.tongxin.local/api/storage');
      const raw = await t.app.inject({ url: `/api/university/oss-params?iid=${IID}&rid=${who.rid}&token=${encodeURIComponent(who.token)}` });
      expect(raw.headers['cache-control']).toBe('no-store');
    });

    it('stores a signed upload and serves it back with its real type', async () => {
      const who = await newApplicant();
      const url = await uploadPhoto(who);
      const served = await t.app.inject({ method: 'GET', url: new URL(url).pathname });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/png');
      expect(served.rawPayload.subarray(0, 8)).toEqual(pngBytes(600, 800).subarray(0, 8));
    });

    it('refuses forged, expired and out-of-prefix policies, non-images and oversize files', async () => {
      const who = await newApplicant();
      const p = ok(await call(t.app, university.getOssParams, { iid: IID, rid: who.rid, token: who.token }));
      expect(p.host).toMatch(/\/api\/storage$/);
      expect(p.dir).toBe('h5/3073_');
      const fields = (over: Record<string, string> = {}) => ({
        key: uploadKey(IID, Date.now(), randomNonce(), 'photo.jpg'),
        policy: p.policy,
        OSSAccessKeyId: p.accessKeyId,
        success_action_status: '200',
        signature: p.sign,
        ...over,
      });
      // A policy rewritten for a wider prefix (another tenant's keys), still with the old signature.
      const doc = JSON.parse(Buffer.from(p.policy, 'base64').toString()) as { conditions: unknown[][] };
      (doc.conditions[0] as string[])[2] = 'h5/';
      const wider = Buffer.from(JSON.stringify(doc)).toString('base64');
      expect((await upload(t.app, fields({ policy: wider, key: uploadKey(1000, Date.now(), randomNonce(), 'a.jpg') }), pngBytes(600, 800))).status).toBe(403);
      expect((await upload(t.app, fields({ signature: 'x'.repeat(44) }), pngBytes(600, 800))).status).toBe(403);
      expect((await upload(t.app, fields({ key: uploadKey(1000, Date.now(), randomNonce(), 'a.jpg') }), pngBytes(600, 800))).status).toBe(403);
      expect((await upload(t.app, fields({ key: `${p.dir}../../etc/passwd` }), pngBytes(600, 800))).status).toBe(403);
      // The key rule: the spec's h5/{iid}_{timestamp} alone, a short random part or no extension are refused.
      for (const key of [`${p.dir}${Date.now()}.jpg`, `${p.dir}${Date.now()}_short.jpg`, uploadKey(IID, Date.now(), randomNonce(), 'noext'), uploadKey(IID, Date.now(), randomNonce(), 'a.svg')]) {
        const r = await upload(t.app, fields({ key }), pngBytes(600, 800));
        expect(r.status, key).toBe(403);
        expect(JSON.parse(r.body), key).toEqual({ code: 403, msg: 'key 不符合 policy：应为 h5/{iid}_{时间戳}_{随机串}.{扩展名}' });
      }
      // A script named photo.jpg is not an image.
      expect((await upload(t.app, fields(), Buffer.from('<script>alert(1)</script>'.repeat(100)), 'photo.jpg')).status).toBe(415);
      expect((await upload(t.app, fields(), pngBytes(600, 800, 6 * 1024 * 1024))).status).toBe(413);
      expect((await upload(t.app, fields(), pngBytes(600, 800))).status).toBe(200);
      t.advance(11 * 60_000);
      expect((await upload(t.app, fields(), pngBytes(600, 800))).status).toBe(403);
    });
  });

  describe('face check', () => {
    it('passes a portrait photo with the name and ID from the form, fails a landscape one', async () => {
      const who = await newApplicant();
      const portrait = await uploadPhoto(who);
      await fillAll(who, portrait);
      const good = ok(await call(t.app, university.faceDetection, { rid: who.rid, token: who.token, regId: REG, imgPath: portrait }));
      expect(good).toMatchObject({ code: 0, succ: true, name: '张三', idCode: ID_CODE, msg: '人脸检测通过' });
      const jpg = await uploadPhoto(who, jpegBytes(450, 600), 'me.JPG');
      expect(jpg).toMatch(/\.jpg$/);
      expect(ok(await call(t.app, university.faceDetection, { rid: who.rid, token: who.token, regId: REG, imgPath: jpg })).succ).toBe(true);
      const landscape = await uploadPhoto(who, pngBytes(800, 600));
      const bad = ok(await call(t.app, university.faceDetection, { rid: who.rid, token: who.token, regId: REG, imgPath: landscape }));
      expect(bad.succ).toBe(false);
      expect(bad.msg).toBe('请上传竖版证件照（宽高比约 5:7）');
      const tiny = await uploadPhoto(who, pngBytes(100, 140));
      expect(ok(await call(t.app, university.faceDetection, { rid: who.rid, token: who.token, regId: REG, imgPath: tiny })).succ).toBe(false);
    });

    it('decodes the whole image: truncated or junk bodies and GIF/BMP are refused with a clear message', async () => {
      const who = await newApplicant();
      ok(await saveGroup(who, SEED_GROUPS.basic, { '101': '张三', '102': ID_CODE }));
      const check = async (bytes: Buffer, name: string) =>
        ok(await call(t.app, university.faceDetection, { rid: who.rid, token: who.token, regId: REG, imgPath: await uploadPhoto(who, bytes, name) }));
      const png = pngBytes(600, 800);
      const jpg = jpegBytes(600, 800);
      // A valid header with the rest cut off or replaced by text still stores (the header says image) but fails the check.
      expect(await check(png.subarray(0, Math.floor(png.length / 2)), 'cut.png')).toMatchObject({ succ: false, msg: FACE_MESSAGES.corrupt });
      expect(await check(jpg.subarray(0, jpg.length - 2), 'cut.jpg')).toMatchObject({ succ: false, msg: FACE_MESSAGES.corrupt });
      const sos = jpg.indexOf(Buffer.from([0xff, 0xda]));
      const junk = Buffer.concat([jpg.subarray(0, sos + 20), Buffer.from('not a scan, just text. '.repeat(2000))]);
      expect(await check(junk, 'junk.jpg')).toMatchObject({ succ: false, msg: FACE_MESSAGES.corrupt });
      // GIF and BMP are images the storage keeps, but not photos the face check takes.
      const gif = Buffer.concat([Buffer.from('GIF89a'), Buffer.from([0x58, 0x02, 0x20, 0x03, 0, 0, 0]), Buffer.alloc(20_000, 1)]);
      expect(await check(gif, 'me.gif')).toEqual(expect.objectContaining({ succ: false, msg: '证件照仅支持 JPG 或 PNG 格式，请重新拍摄或选择 JPG、PNG 照片' }));
      // A blank picture is no photo, however big the file (its pixels differ only in the last bit).
      const blank = new PNG({ width: 600, height: 800 });
      let seed = 1;
      for (let i = 0; i < blank.data.length; i++) {
        seed = (seed * 1103515245 + 12345) & 0x7fffffff;
        blank.data[i] = i % 4 === 3 ? 255 : 250 + ((seed >> 16) & 1);
      }
      const blankBytes = PNG.sync.write(blank);
      expect(blankBytes.length).toBeGreaterThan(10 * 1024);
      expect(await check(blankBytes, 'blank.png')).toMatchObject({ succ: false, msg: FACE_MESSAGES.blank });
    });

    it('only a photo that passed the face check can be saved or submitted as the type-6 photo', async () => {
      const who = await newApplicant();
      const base = { rid: who.rid, token: who.token, regId: REG };
      const unchecked = await uploadPhoto(who);
      const refused = await saveGroup(who, SEED_GROUPS.photo, { '301': unchecked });
      expect(refused.error).toEqual({ code: 1011, msg: '证件照未通过人脸检测，请重新拍摄并完成检测' });
      // A failed check does not count either.
      const landscape = await uploadPhoto(who, pngBytes(800, 600));
      ok(await saveGroup(who, SEED_GROUPS.basic, { '101': '张三', '102': ID_CODE }));
      expect(ok(await call(t.app, university.faceDetection, { ...base, imgPath: landscape })).succ).toBe(false);
      expect((await saveGroup(who, SEED_GROUPS.photo, { '301': landscape })).error?.code).toBe(1011);
      // Type 5 (other materials) needs no face check.
      ok(await saveGroup(who, SEED_GROUPS.photo, { '302': JSON.stringify([unchecked]) }));
      // A value that got in without the check (stored before this rule) cannot be submitted.
      const checked = await uploadPhoto(who);
      await fillAll(who, checked);
      await t.database.db.execute(`update uploads set face_checked_at = null where key = '${new URL(checked).pathname.replace('/api/storage/', '')}'`);
      expect((await call(t.app, university.submit, base)).error).toEqual({ code: 1011, msg: '证件照未通过人脸检测，请重新拍摄并完成检测' });
      expect(ok(await call(t.app, university.faceDetection, { ...base, imgPath: checked })).succ).toBe(true);
      expect(ok(await call(t.app, university.submit, base))).toBe(true);
    });
  });

  describe('coupons', () => {
    it('claims a coupon of the tenant once', async () => {
      const who = await newApplicant();
      const rows = (await t.database.db.execute(`select id, iid from coupons order by id`)) as unknown as { rows: { id: number; iid: number }[] };
      const mine = rows.rows.find((r) => r.iid === IID)?.id;
      const other = rows.rows.find((r) => r.iid === 1000)?.id;
      expect(ok(await call(t.app, university.recvCoupons, { iid: IID, rid: who.rid, token: who.token, couponIds: JSON.stringify([mine]) }))).toBe(0);
      expect((await call(t.app, university.recvCoupons, { iid: IID, rid: who.rid, token: who.token, couponIds: JSON.stringify([mine]) })).error?.code).toBe(1031);
      expect((await call(t.app, university.recvCoupons, { iid: IID, rid: who.rid, token: who.token, couponIds: JSON.stringify([other]) })).error?.code).toBe(1030);
    });
  });
});
