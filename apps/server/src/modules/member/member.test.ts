import { address, collection, coupon, member, order, point, university, vip } from '@tongxin/api-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOGIN_BACKOFF } from '../../security/login-backoff';
import { BACKENDS, call, ok, startTestApp, type TestApp } from '../../testing/harness';
import { DEMO_MEMBER } from './api';
import { addressOf, gatewayCall, signUp, smsCode } from '../../testing/member';
import { shanghaiDay } from '../../platform/time';

const IID = 1000;
const DAY = 86_400_000;

describe.each(BACKENDS)('member calls on %s', (backend) => {
  let t: TestApp;
  let seq = 0;
  let demo: string;

  /** A new member (a fresh number signs up with its SMS code); returns the token. */
  async function newMember(): Promise<string> {
    seq += 1;
    const mobile = `1390000${String(seq).padStart(4, '0')}`;
    return (await signUp(t.app, IID, mobile)).token;
  }

  beforeAll(async () => {
    t = await startTestApp(backend);
    demo = ok(await call(t.app, member.login, { iid: IID, mobile: DEMO_MEMBER.mobile, password: DEMO_MEMBER.password })).token;
  }, 60_000);
  afterAll(() => t.close());

  describe('session', () => {
    it('signs a new number up only with its SMS code (member.sendCode, member.register by POST), then in only with its password', async () => {
      const mobile = '13700001111';
      const unknown = await call(t.app, member.login, { iid: IID, mobile, password: 'first-pass' });
      expect(unknown.error).toEqual({ code: 1004, msg: '该手机号尚未注册，请获取验证码完成注册' });
      const sent = await call(t.app, member.sendCode, { iid: IID, mobile }, addressOf(mobile));
      expect(sent.body).toEqual({ t: true });
      const code = (await t.app.inject({ url: `/api/dev/sms/last?mobile=${mobile}` })).json<{ t: string }>().t;
      expect(code).toMatch(/^\d{6}$/);
      const wrong = code === '000000' ? '111111' : '000000';
      const register = (verifyCode: string, password: string) => call(t.app, member.register, { iid: IID, verifyCode, loginName: mobile, password }, addressOf(mobile));
      expect((await register(wrong, 'first-pass')).error).toEqual({ code: 1002, msg: '验证码错误或已过期' });
      const first = ok(await register(code, 'first-pass'));
      // The same session as a sign-in: a token, the member, when it ends (30 days).
      expect(first.token).toMatch(/^[\w-]{40,}$/);
      expect(Date.parse(first.expiresAt) - Date.now()).toBeGreaterThan(29 * DAY);
      expect(ok(await call(t.app, member.profile, { iid: IID, token: first.token })).mobile).toBe(mobile);
      // The code is spent.
      expect((await register(code, 'other-pass')).error?.code).toBe(1002);

      const signedIn = ok(await call(t.app, member.login, { iid: IID, mobile, password: 'first-pass' }));
      expect(signedIn.userId).toBe(first.userId);
      expect(signedIn.token).not.toBe(first.token);
      expect((await call(t.app, member.login, { iid: IID, mobile, password: 'other-pass' })).error).toEqual({ code: 1001, msg: '手机号或密码错误' });
      const profile = ok(await call(t.app, member.profile, { iid: IID, token: signedIn.token }));
      expect(profile).toMatchObject({ mobile, nickName: '137****1111', coin: 0, isVip: false });

      // A number the tenant has cannot be signed up again, even with a good code.
      t.advance(61_000);
      try {
        const fresh = await smsCode(t.app, mobile);
        expect((await register(fresh, 'other-pass')).error).toEqual({ code: 1003, msg: '该手机号已注册，请直接登录' });
      } finally {
        t.advance(-61_000);
      }
    });

    it("still serves the spec's member.registerByMobile (gateway), the same sign-up", async () => {
      const mobile = '13700001112';
      const code = await smsCode(t.app, mobile);
      const wrong = code === '000000' ? '111111' : '000000';
      const guess = await gatewayCall(t.app, member.registerByMobile, { verifyCode: wrong, loginName: mobile, password: 'first-pass', iid: IID }, addressOf(mobile));
      expect(guess.error).toEqual({ code: 1002, msg: '验证码错误或已过期' });
      const first = (await gatewayCall(t.app, member.registerByMobile, { verifyCode: code, loginName: mobile, password: 'first-pass', iid: IID }, addressOf(mobile))).result;
      expect(first?.token).toMatch(/^[\w-]{40,}$/);
      expect(ok(await call(t.app, member.login, { iid: IID, mobile, password: 'first-pass' })).userId).toBe(first?.userId);
    });

    it("serves the spec's member.loginByMobile (gateway) as the same sign-in as member.login: its refusals and its per-number backoff", async () => {
      const mobile = '13700001113';
      const mine = await signUp(t.app, IID, mobile, 'right-pass');
      const viaSpec = (passWord: string, loginName = mobile) => gatewayCall(t.app, member.loginByMobile, { loginName, passWord, iid: IID }, addressOf(mobile));
      const signedIn = (await viaSpec('right-pass')).result;
      expect(signedIn?.userId).toBe(mine.userId);
      expect(signedIn?.token).toMatch(/^[\w-]{40,}$/);
      // The token is a member session like any other.
      expect(ok(await call(t.app, member.profile, { iid: IID, token: signedIn?.token ?? '' })).mobile).toBe(mobile);
      expect((await viaSpec('other-pass')).error).toEqual({ code: 1001, msg: '手机号或密码错误' });
      expect((await viaSpec('right-pass', '13700001199')).error).toEqual({ code: 1004, msg: '该手机号尚未注册，请获取验证码完成注册' });
      expect((await viaSpec('right-pass', '12345678901')).error).toEqual({ code: 400, msg: '请输入正确的手机号码' });
      // Wrong passwords through either call count for the number: the gateway cannot go round the backoff.
      for (let i = 1; i < LOGIN_BACKOFF.free; i += 1) await call(t.app, member.login, { iid: IID, mobile, password: 'wrong-pass' });
      expect((await viaSpec('right-pass')).error).toEqual({ code: 429, msg: '密码错误次数过多，请1秒后再试' });
      t.advance(1000);
      expect((await viaSpec('right-pass')).result?.userId).toBe(mine.userId);
      t.advance(-1000);
    });

    it("protects member.sendCode as the university's code call: one a minute per number, 20 an hour per address counted with sendPhoneCode", async () => {
      const headers = { 'x-forwarded-for': '10.222.0.1' };
      expect((await call(t.app, member.sendCode, { iid: IID, mobile: '12345678901' }, headers)).error).toEqual({ code: 400, msg: '请输入正确的手机号码' });
      expect((await call(t.app, member.sendCode, { iid: 999, mobile: '13700004444' }, headers)).error).toEqual({ code: 404, msg: '机构不存在' });
      ok(await call(t.app, member.sendCode, { iid: IID, mobile: '13700004444' }, headers));
      const again = await call(t.app, member.sendCode, { iid: IID, mobile: '13700004444' }, { 'x-forwarded-for': '10.222.0.2' });
      expect(again.status).toBe(429);
      expect(again.error).toEqual({ code: 429, msg: '验证码已发送，请1分钟后再试' });
      // The university's call and this one share the number's minute.
      expect((await call(t.app, university.sendPhoneCode, { mobile: '13700004444' }, { 'x-forwarded-for': '10.222.0.3' })).status).toBe(429);
      // 20 an hour per address, whichever call asks: 1 sent above, 9 by the university's, 10 here, then no more.
      for (let i = 0; i < 9; i += 1) ok(await call(t.app, university.sendPhoneCode, { mobile: `137100000${String(i).padStart(2, '0')}` }, headers));
      for (let i = 0; i < 10; i += 1) ok(await call(t.app, member.sendCode, { iid: IID, mobile: `137200000${String(i).padStart(2, '0')}` }, headers));
      const over = await call(t.app, member.sendCode, { iid: IID, mobile: '13730000000' }, headers);
      expect(over.status).toBe(429);
      expect(over.error).toEqual({ code: 429, msg: '操作过于频繁，请稍后再试' });
    });

    it('voids a code after five wrong guesses', async () => {
      const mobile = '13700003333';
      const code = await smsCode(t.app, mobile);
      const wrong = code === '000000' ? '111111' : '000000';
      for (let i = 0; i < 5; i += 1) {
        await call(t.app, member.register, { verifyCode: wrong, loginName: mobile, password: 'secret123', iid: IID }, addressOf(mobile));
      }
      const late = await call(t.app, member.register, { verifyCode: code, loginName: mobile, password: 'secret123', iid: IID }, addressOf(mobile));
      expect(late.error?.code).toBe(1002);
    });

    it('refuses a bad number, a missing or unknown token, another tenant and a closed session', async () => {
      expect((await call(t.app, member.login, { iid: IID, mobile: '12345678901', password: 'secret123' })).error?.code).toBe(400);
      expect((await call(t.app, member.profile, { iid: IID })).status).toBe(400);
      const unknown = await call(t.app, member.profile, { iid: IID, token: 'x'.repeat(43) });
      expect(unknown.error).toEqual({ code: 1000001, msg: '登录已失效，请重新登录' });
      const token = await newMember();
      expect((await call(t.app, member.profile, { iid: 3073, token })).error?.code).toBe(1000001);
      ok(await call(t.app, member.logout, { iid: IID, token }));
      expect((await call(t.app, member.profile, { iid: IID, token })).error?.code).toBe(1000001);
    });

    it('expires a session after 30 days', async () => {
      const token = await newMember();
      t.advance(31 * DAY);
      try {
        expect((await call(t.app, member.profile, { iid: IID, token })).error?.code).toBe(1000001);
      } finally {
        t.advance(-31 * DAY);
      }
    });

    it('slows wrong passwords per number down, and never locks the owner out', async () => {
      const mobile = '13700002222';
      await signUp(t.app, IID, mobile, 'right-pass');
      const attempt = (password: string) => call(t.app, member.login, { iid: IID, mobile, password });
      let moved = 0;
      const advance = (ms: number) => {
        moved += ms;
        t.advance(ms);
      };
      for (let i = 0; i < LOGIN_BACKOFF.free; i += 1) expect((await attempt('wrong-pass')).error?.code).toBe(member.login.errors.wrongPassword.code);
      // The sixth try at once waits a second; the owner too, but only that long.
      expect(await attempt('right-pass')).toMatchObject({ status: 429, error: { code: 429, msg: '密码错误次数过多，请1秒后再试' } });
      advance(1000);
      expect((await attempt('wrong-pass')).error?.code).toBe(member.login.errors.wrongPassword.code);
      expect((await attempt('wrong-pass')).error?.msg).toBe('密码错误次数过多，请2秒后再试');
      // Ten wrong passwords and more: the wait grows to a minute at most, then the owner signs in.
      for (let i = 0; i < 10; i += 1) {
        advance(LOGIN_BACKOFF.maxMs);
        await attempt('wrong-pass');
      }
      expect((await attempt('right-pass')).error?.msg).toBe('密码错误次数过多，请60秒后再试');
      advance(LOGIN_BACKOFF.maxMs);
      expect((await attempt('right-pass')).status).toBe(200);
      // A right password starts afresh.
      expect((await attempt('wrong-pass')).error?.code).toBe(member.login.errors.wrongPassword.code);
      t.advance(-moved);
    });
  });

  describe('profile', () => {
    it('saves a valid profile and refuses each bad field with the spec message', async () => {
      const token = await newMember();
      const mobile = ok(await call(t.app, member.profile, { iid: IID, token })).mobile;
      const base = { iid: IID, token, nickName: '小同', name: '王小同', mobile, email: 'x@tongxin.local', signature: '你好' };
      expect(ok(await call(t.app, member.profileUpdate, base))).toMatchObject({ name: '王小同', mobile });
      expect((await call(t.app, member.profileUpdate, { ...base, name: 'Wang' })).error?.msg).toBe('中文姓名格式不对哦~');
      expect((await call(t.app, member.profileUpdate, { ...base, mobile: '1391234500' })).error?.msg).toBe('手机号码格式不对哦~');
      expect((await call(t.app, member.profileUpdate, { ...base, email: 'x@' })).error?.msg).toBe('邮箱格式格式不对哦~');
      expect((await call(t.app, member.profileUpdate, { ...base, nickName: ' ' })).error?.msg).toBe('必填哦');
      // A number changes only with a code sent to it (member.bindMobile; identity.test.ts has the squat).
      expect((await call(t.app, member.profileUpdate, { ...base, mobile: DEMO_MEMBER.mobile })).error?.code).toBe(member.profileUpdate.errors.mobileNeedsCode.code);
    });
  });

  describe('points', () => {
    it('signs in once per day: the balance changes once, and again the next day', async () => {
      const token = await newMember();
      const rules = ok(await call(t.app, point.rules, { iid: IID }));
      const coin = rules.find((r) => r.code === 'sign')?.coin ?? 0;
      expect(coin).toBeGreaterThan(0);
      expect(ok(await call(t.app, point.account, { iid: IID, token }))).toEqual({ balance: 0, signedToday: false, signDays: 0 });
      const results = await Promise.all([0, 1, 2].map(() => call(t.app, point.sign, { iid: IID, token })));
      expect(results.filter((r) => r.result).length).toBe(1);
      expect(results.filter((r) => r.error?.msg === '今天已经签到过了').length).toBe(2);
      expect(ok(await call(t.app, point.account, { iid: IID, token }))).toEqual({ balance: coin, signedToday: true, signDays: 1 });

      t.advance(DAY);
      try {
        expect(ok(await call(t.app, point.sign, { iid: IID, token }))).toEqual({ coin, balance: 2 * coin });
        expect(ok(await call(t.app, point.account, { iid: IID, token })).signDays).toBe(2);
        const trans = ok(await call(t.app, point.transactions, { iid: IID, token, pageNumber: 1, pageSize: 10 }));
        expect(trans.total).toBe(2);
        expect(trans.list.map((r) => r.amount)).toEqual([coin, coin]);
      } finally {
        t.advance(-DAY);
      }
    });

    it('pages the demo member’s changes newest first', async () => {
      const first = ok(await call(t.app, point.transactions, { iid: IID, token: demo, pageNumber: 1, pageSize: 2 }));
      const second = ok(await call(t.app, point.transactions, { iid: IID, token: demo, pageNumber: 2, pageSize: 2 }));
      expect(first.total).toBeGreaterThanOrEqual(5);
      expect(first.list).toHaveLength(2);
      expect(first.list[0]?.title).toBe('每日签到');
      expect(second.list[0]?.id).toBeLessThan(first.list[1]?.id ?? 0);
    });

    it('counts the day in Asia/Shanghai', () => {
      expect(shanghaiDay(new Date('2026-03-01T15:59:59Z'))).toBe('2026-03-01');
      expect(shanghaiDay(new Date('2026-03-01T16:00:00Z'))).toBe('2026-03-02');
    });
  });

  describe('coupons', () => {
    it('claims coupons once and lists them by status', async () => {
      const token = await newMember();
      expect(ok(await call(t.app, coupon.claim, { iid: IID, token, couponIds: '[1001,1002]' }))).toBe(2);
      expect(ok(await call(t.app, coupon.claim, { iid: IID, token, couponIds: '[1001,1003]' }))).toBe(1);
      const usable = ok(await call(t.app, coupon.list, { iid: IID, token, status: 1, pageNumber: 1, pageSize: 10 }));
      expect(usable.total).toBe(3);
      expect(usable.list.map((c) => c.couponId).sort()).toEqual([1001, 1002, 1003]);
      expect(usable.list.find((c) => c.couponId === 1002)).toMatchObject({ discountType: 2, minusPrice: 85, fullPrice: 0, status: 1 });
      expect(ok(await call(t.app, coupon.list, { iid: IID, token, status: 2, pageNumber: 1, pageSize: 10 })).total).toBe(0);
    });

    it('refuses an ended, unknown or malformed claim and claims nothing', async () => {
      const token = await newMember();
      expect((await call(t.app, coupon.claim, { iid: IID, token, couponIds: '[1001,1005]' })).error).toEqual({
        code: 404,
        msg: '优惠券不存在或已过期',
      });
      expect((await call(t.app, coupon.claim, { iid: IID, token, couponIds: '["x"]' })).error?.code).toBe(400);
      expect(ok(await call(t.app, coupon.list, { iid: IID, token, status: 1, pageNumber: 1, pageSize: 10 })).total).toBe(0);
    });

    it('shows the demo member a coupon of each status', async () => {
      const totals = await Promise.all(
        [1, 2, 3].map(async (status) => ok(await call(t.app, coupon.list, { iid: IID, token: demo, status, pageNumber: 1, pageSize: 10 })).total),
      );
      expect(totals.every((n) => n >= 1)).toBe(true);
    });
  });

  describe('addresses', () => {
    const fields = {
      name: '李同心',
      mobile: '13800138000',
      province: '广东省',
      city: '深圳市',
      district: '南山区',
      areaCode: '440305',
      address: '科技园 1 号',
      postCode: '518057',
      isDefault: false,
    };

    it('keeps exactly one default address', async () => {
      const token = await newMember();
      const first = ok(await call(t.app, address.add, { iid: IID, token, ...fields }));
      expect(first.isDefault).toBe(true);
      const second = ok(await call(t.app, address.add, { iid: IID, token, ...fields, address: '科技园 2 号' }));
      expect(second.isDefault).toBe(false);
      ok(await call(t.app, address.update, { iid: IID, token, id: second.id, ...fields, address: '科技园 2 号', isDefault: true }));
      let list = ok(await call(t.app, address.list, { iid: IID, token }));
      expect(list.filter((a) => a.isDefault).map((a) => a.id)).toEqual([second.id]);
      expect(list[0]?.id).toBe(second.id);
      ok(await call(t.app, address.remove, { iid: IID, token, id: second.id }));
      list = ok(await call(t.app, address.list, { iid: IID, token }));
      expect(list.map((a) => [a.id, a.isDefault])).toEqual([[first.id, true]]);
    });

    it('checks the phone and never touches another member’s address', async () => {
      const token = await newMember();
      expect((await call(t.app, address.add, { iid: IID, token, ...fields, mobile: '12800138000' })).error?.msg).toBe('手机号码格式不对哦~');
      const other = await newMember();
      const mine = ok(await call(t.app, address.add, { iid: IID, token, ...fields }));
      expect((await call(t.app, address.update, { iid: IID, token: other, id: mine.id, ...fields })).error?.code).toBe(404);
      expect((await call(t.app, address.remove, { iid: IID, token: other, id: mine.id })).error?.code).toBe(404);
      expect(ok(await call(t.app, address.list, { iid: IID, token: other }))).toEqual([]);
    });
  });

  describe('orders', () => {
    it('lists the demo member’s orders by status and shows one with its logistics', async () => {
      const all = ok(await call(t.app, order.list, { iid: IID, token: demo, status: 0, pageNumber: 1, pageSize: 10 }));
      expect(all.total).toBe(5);
      const paid = ok(await call(t.app, order.list, { iid: IID, token: demo, status: 10, pageNumber: 1, pageSize: 10 }));
      expect(paid.list.every((o) => o.status > 10)).toBe(true);
      expect(paid.total).toBe(2);
      const detail = ok(await call(t.app, order.detail, { iid: IID, token: demo, orderId: 'TX202400000003' }));
      expect(detail).toMatchObject({ status: 12, businessType: 5, company: '顺丰速运', transportNumber: 'SF1234567890123', total: 36800 });
      const logistics = ok(await call(t.app, order.logistics, { iid: IID, token: demo, orderId: 'TX202400000003' }));
      expect(logistics.traces[0]?.text).toContain('已签收');
    });

    it('takes the refund parcel’s number once, only while the refund waits for it', async () => {
      const token = ok(await call(t.app, member.login, { iid: IID, mobile: DEMO_MEMBER.mobile, password: DEMO_MEMBER.password })).token;
      const other = await newMember();
      expect((await call(t.app, order.refundEms, { iid: IID, token: other, orderId: 'TX202400000004', refundEms: 'EA987654321CN' })).error?.code).toBe(404);
      expect((await call(t.app, order.refundEms, { iid: IID, token, orderId: 'TX202400000003', refundEms: 'EA987654321CN' })).error?.code).toBe(409);
      const saved = ok(await call(t.app, order.refundEms, { iid: IID, token, orderId: 'TX202400000004', refundEms: 'ea987654321cn' }));
      expect(saved).toMatchObject({ refundEms: 'EA987654321CN', refundState: 2 });
      expect((await call(t.app, order.refundEms, { iid: IID, token, orderId: 'TX202400000004', refundEms: 'EA000000000CN' })).error?.code).toBe(409);
    });

    it('answers another member’s order as missing', async () => {
      const token = await newMember();
      expect((await call(t.app, order.detail, { iid: IID, token, orderId: 'TX202400000001' })).error).toEqual({ code: 404, msg: '订单不存在' });
    });
  });

  describe('collections, vip and contact', () => {
    it('lists the demo member’s collections and vip card', async () => {
      const collections = ok(await call(t.app, collection.list, { iid: IID, token: demo, pageNumber: 1, pageSize: 10 }));
      expect(collections.list.map((c) => c.title)[0]).toBe('城市公园植树志愿活动');
      const held = ok(await call(t.app, vip.profile, { iid: IID, token: demo }));
      expect(held.isVip).toBe(true);
      expect(held.cards[0]).toMatchObject({ cardTitle: '志愿者特权卡·年卡', cardNo: 'TX1000000001' });
      expect(held.cards[0]?.cardDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(ok(await call(t.app, vip.profile, { iid: IID, token: await newMember() }))).toEqual({ isVip: false, cards: [] });
      expect(ok(await call(t.app, vip.plans, { iid: IID })).map((p) => p.price)).toEqual([990, 9900]);
      expect(ok(await call(t.app, member.contact, { iid: IID })).phone).toBe('400-800-1000');
    });
  });
});
