import { address, coupon, member, order, point, wechat } from '@tongxin/api-client';
import { eq, is } from 'drizzle-orm';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defineModule } from '../../platform/module';
import { EMULATED_AUTHORIZE_PATH } from '../../providers/wechat-oauth';
import { BACKENDS, call, ok, startTestApp, type TestApp } from '../../testing/harness';
import { identityTicket, TICKET_SECRET } from '../../testing/identity';
import { addressOf, gatewayCall, signUp } from '../../testing/member';
import { modules } from '../index';
import { members } from './schema';

const IID = 1000;
const ADDRESS = { name: '李同心', mobile: '13800138000', province: '广东省', city: '深圳市', district: '南山区', areaCode: '440305', address: '科技园 1 号', postCode: '518057', isDefault: false };

/** A module whose merge fails: a merge must then change nothing at all. */
let failMerges = false;
const tripwire = defineModule({
  name: 'merge-tripwire',
  mergeMember: () => (failMerges ? Promise.reject(new Error('merge failed on purpose')) : Promise.resolve()),
});

describe.each(BACKENDS)('identity sign-in and binding a number on %s', (backend) => {
  let t: TestApp;
  let seq = 0;
  const newMobile = () => `1370011${String((seq += 1)).padStart(4, '0')}`;

  beforeAll(async () => {
    t = await startTestApp(backend, { env: { WECHAT_PROVIDER: 'emulated', IDENTITY_TICKET_SECRET: TICKET_SECRET }, modules: [tripwire] });
  }, 120_000);
  afterAll(() => t?.close());

  /** The emulated WeChat's authorise page, as the browser meets it: a redirect back with a code, and the WeChat user's cookie. */
  async function authorize(cookie?: string) {
    const appId = ok(await call(t.app, wechat.oauthConfig, { iid: IID }))?.appId ?? '';
    const query = new URLSearchParams({ appid: appId, redirect_uri: 'http://localhost:80/app/account/personal?x=1', response_type: 'code', scope: 'snsapi_userinfo', state: 'st-1' });
    const reply = await t.app.inject({ url: `${EMULATED_AUTHORIZE_PATH}?${query.toString()}`, headers: { host: 'localhost:80', ...(cookie ? { cookie } : {}) } });
    expect(reply.statusCode).toBe(302);
    const back = new URL(String(reply.headers.location));
    expect(back.pathname).toBe('/app/account/personal');
    expect(back.searchParams.get('state')).toBe('st-1');
    const setCookie = String(reply.headers['set-cookie']).split(';')[0] ?? '';
    return { code: back.searchParams.get('code') ?? '', cookie: setCookie };
  }
  const lastCode = async (mobile: string) => String((await t.app.inject({ url: `/api/dev/sms/last?mobile=${mobile}` })).json<{ t: string }>().t);
  const ticketSignIn = (claims: Parameters<typeof identityTicket>[0], now = Date.now()) => call(t.app, member.ticketSignIn, { iid: IID, ticket: identityTicket(claims, now) });

  describe('WeChat (emulated OAuth)', () => {
    it('makes the first visit a member without a number, and finds the same member on the next visit', async () => {
      const first = await authorize();
      const signedIn = ok(await call(t.app, member.wechatSignIn, { iid: IID, code: first.code }));
      expect(signedIn).toMatchObject({ needsMobile: true, user: { openid: expect.stringMatching(/^o-emu-/) as unknown, unionid: expect.stringMatching(/^u-emu-/) as unknown } });
      const profile = ok(await call(t.app, member.profile, { iid: IID, token: signedIn.token }));
      expect(profile).toMatchObject({ userId: signedIn.userId, mobile: '', nickName: signedIn.user.nickname });

      const again = await authorize(first.cookie);
      expect(ok(await call(t.app, member.wechatSignIn, { iid: IID, code: again.code })).userId).toBe(signedIn.userId);
      // Another WeChat user (another browser) is another member.
      const other = await authorize();
      expect(ok(await call(t.app, member.wechatSignIn, { iid: IID, code: other.code })).userId).not.toBe(signedIn.userId);
    });

    it('refuses a used or made-up code, and sends the visitor back only to its own origin', async () => {
      const { code } = await authorize();
      ok(await call(t.app, member.wechatSignIn, { iid: IID, code }));
      expect((await call(t.app, member.wechatSignIn, { iid: IID, code })).error).toEqual(member.wechatSignIn.errors.codeInvalid);
      expect((await call(t.app, member.wechatSignIn, { iid: IID, code: 'o-emu-someone-elses-openid' })).error?.code).toBe(1040);
      const evil = new URLSearchParams({ appid: 'wx0emulated0000', redirect_uri: 'https://evil.example/steal', response_type: 'code', scope: 'snsapi_base', state: 's' });
      expect((await t.app.inject({ url: `${EMULATED_AUTHORIZE_PATH}?${evil.toString()}`, headers: { host: 'localhost:80' } })).statusCode).toBe(400);
    });
  });

  describe('tickets (the app webview, the mini-programs)', () => {
    it('signs the app user in by rid, the same member every time, one member for two first visits at once', async () => {
      const [a, b] = await Promise.all([ticketSignIn({ iid: IID, provider: 'app', sub: 'rid-race-1' }), ticketSignIn({ iid: IID, provider: 'app', sub: 'rid-race-1' })]);
      expect(ok(a).userId).toBe(ok(b).userId);
      expect(ok(a)).toMatchObject({ provider: 'app', needsMobile: true });
      expect(ok(await ticketSignIn({ iid: IID, provider: 'app', sub: 'rid-race-1' })).userId).toBe(ok(a).userId);
      // The same id from another provider is another person.
      expect(ok(await ticketSignIn({ iid: IID, provider: 'toutiao', sub: 'rid-race-1' })).userId).not.toBe(ok(a).userId);
    });

    it('finds a mini-program user by unionid, the person the official account knows too', async () => {
      const wechat = ok(await call(t.app, member.wechatSignIn, { iid: IID, code: (await authorize()).code }));
      const unionid = wechat.user.unionid ?? '';
      const mini = ok(await ticketSignIn({ iid: IID, provider: 'miniprogram', sub: 'mp-openid-1', unionid }));
      expect(mini.userId).toBe(wechat.userId);
    });

    it('refuses a forged, expired or other tenant ticket', async () => {
      const invalid = member.ticketSignIn.errors.ticketInvalid;
      const good = identityTicket({ iid: IID, provider: 'app', sub: 'rid-forge' });
      const [body] = good.split('.');
      const forged = `${Buffer.from(JSON.stringify({ iid: IID, provider: 'app', sub: 'rid-victim', exp: Math.floor(Date.now() / 1000) + 60 })).toString('base64url')}.${good.split('.')[1] ?? ''}`;
      expect((await call(t.app, member.ticketSignIn, { iid: IID, ticket: forged })).error).toEqual(invalid);
      expect((await call(t.app, member.ticketSignIn, { iid: IID, ticket: `${body ?? ''}.AAAA` })).error).toEqual(invalid);
      expect((await call(t.app, member.ticketSignIn, { iid: IID, ticket: identityTicket({ iid: IID, provider: 'app', sub: 'r' }, Date.now(), 'another-secret-0123456789') })).error).toEqual(invalid);
      expect((await ticketSignIn({ iid: IID, provider: 'app', sub: 'rid-old' }, Date.now() - 600_000)).error).toEqual(invalid);
      expect((await call(t.app, member.ticketSignIn, { iid: IID, ticket: identityTicket({ iid: 3073, provider: 'app', sub: 'rid-3073' }) })).error).toEqual(invalid);
    });
  });

  describe('binding a number', () => {
    const bindSend = (token: string, mobile: string) => gatewayCall(t.app, member.bindMobileSend, { iid: IID, token, mobile, userId: 1, date: Date.now() }, addressOf(mobile));
    const bind = (token: string, mobile: string, verifyCode: string) => gatewayCall(t.app, member.bindMobile, { iid: IID, token, mobile, verifyCode });

    it('gives a number nobody has to the identity member, with its code only', async () => {
      const me = ok(await ticketSignIn({ iid: IID, provider: 'app', sub: 'rid-bind-free' }));
      const mobile = newMobile();
      expect((await bindSend(me.token, '1234')).error).toEqual(member.bindMobileSend.errors.badMobile);
      expect((await bindSend(me.token, mobile)).result).toBe(true);
      expect((await bind(me.token, mobile, '000000')).error).toEqual(member.bindMobile.errors.badCode);
      expect((await bind(me.token, mobile, await lastCode(mobile))).result).toEqual({ userId: me.userId, mobile, merged: false });
      expect(ok(await call(t.app, member.profile, { iid: IID, token: me.token })).mobile).toBe(mobile);
      expect(ok(await ticketSignIn({ iid: IID, provider: 'app', sub: 'rid-bind-free' })).needsMobile).toBe(false);
      expect((await bindSend(me.token, mobile)).error).toEqual(member.bindMobileSend.errors.alreadyBound);
      // No password was ever chosen: the number signs in where the identity does.
      expect((await call(t.app, member.login, { iid: IID, mobile, password: 'anything1' })).error?.code).toBe(1001);
    });

    it('lets the identity member set a password once the number is bound, then the number signs in from a plain browser', async () => {
      const me = ok(await ticketSignIn({ iid: IID, provider: 'app', sub: 'rid-set-password' }));
      const set = (password: string, oldPassword?: string) => call(t.app, member.setPassword, { iid: IID, token: me.token, password, oldPassword });
      expect(ok(await call(t.app, member.profile, { iid: IID, token: me.token })).hasPassword).toBe(false);
      // No number yet: nothing to sign in with.
      expect((await set('first-pass')).error).toEqual(member.setPassword.errors.needsMobile);
      const mobile = newMobile();
      expect((await bindSend(me.token, mobile)).result).toBe(true);
      expect((await bind(me.token, mobile, await lastCode(mobile))).result?.merged).toBe(false);
      expect((await set('short')).status).toBe(400);
      expect(ok(await set('first-pass'))).toBe(true);
      expect(ok(await call(t.app, member.profile, { iid: IID, token: me.token })).hasPassword).toBe(true);
      expect(ok(await call(t.app, member.login, { iid: IID, mobile, password: 'first-pass' })).userId).toBe(me.userId);
      // Changing it needs the one set: a wrong old password changes nothing.
      expect((await set('second-pass')).error).toEqual(member.setPassword.errors.wrongOldPassword);
      expect((await set('second-pass', 'not-it')).error).toEqual(member.setPassword.errors.wrongOldPassword);
      expect(ok(await call(t.app, member.login, { iid: IID, mobile, password: 'first-pass' })).userId).toBe(me.userId);
      expect(ok(await set('second-pass', 'first-pass'))).toBe(true);
      expect((await call(t.app, member.login, { iid: IID, mobile, password: 'first-pass' })).error?.code).toBe(1001);
      expect(ok(await call(t.app, member.login, { iid: IID, mobile, password: 'second-pass' })).userId).toBe(me.userId);
      // The identity still signs in without a password, and the session stayed open.
      expect(ok(await call(t.app, member.profile, { iid: IID, token: me.token })).userId).toBe(me.userId);
    });

    it("merges the identity member into the number's member: orders, coupons, points, addresses, identities, the session", async () => {
      const mobile = newMobile();
      const owner = await signUp(t.app, IID, mobile);
      ok(await call(t.app, coupon.claimOne, { iid: IID, token: owner.token, couponId: 1001 }));
      ok(await call(t.app, point.sign, { iid: IID, token: owner.token }));
      ok(await call(t.app, address.add, { iid: IID, token: owner.token, ...ADDRESS }));

      const visitor = ok(await ticketSignIn({ iid: IID, provider: 'app', sub: 'rid-merge' }));
      ok(await call(t.app, coupon.claimOne, { iid: IID, token: visitor.token, couponId: 1001 }));
      ok(await call(t.app, coupon.claimOne, { iid: IID, token: visitor.token, couponId: 1003 }));
      ok(await call(t.app, point.sign, { iid: IID, token: visitor.token }));
      ok(await call(t.app, address.add, { iid: IID, token: visitor.token, ...ADDRESS, address: '访客地址 9 号' }));
      const orderId = (await gatewayCall(t.app, order.create, { iid: IID, num: 1, orderType: 30, keys: '1', token: visitor.token })).result?.orderId ?? '';
      expect(orderId).not.toBe('');

      expect((await bindSend(visitor.token, mobile)).result).toBe(true);
      expect((await bind(visitor.token, mobile, await lastCode(mobile))).result).toEqual({ userId: owner.userId, mobile, merged: true });

      // The visitor's session goes on as the owner, with both members' records.
      const profile = ok(await call(t.app, member.profile, { iid: IID, token: visitor.token }));
      expect(profile).toMatchObject({ userId: owner.userId, mobile, coin: 10 });
      const coupons = ok(await call(t.app, coupon.list, { iid: IID, token: owner.token, status: 1, pageNumber: 1, pageSize: 10 }));
      expect(coupons.list.map((c) => c.couponId).sort()).toEqual([1001, 1003]);
      const addresses = ok(await call(t.app, address.list, { iid: IID, token: owner.token }));
      expect(addresses.map((a) => a.address).sort()).toEqual(['科技园 1 号', '访客地址 9 号']);
      expect(addresses.filter((a) => a.isDefault)).toHaveLength(1);
      expect(addresses.find((a) => a.isDefault)?.address).toBe('科技园 1 号');
      const orders = ok(await call(t.app, order.list, { iid: IID, token: owner.token, status: 0, pageNumber: 1, pageSize: 10 }));
      expect(orders.list.map((o) => o.orderId)).toContain(orderId);
      // The app identity now signs the owner in; the visitor's member is gone.
      expect(ok(await ticketSignIn({ iid: IID, provider: 'app', sub: 'rid-merge' }))).toMatchObject({ userId: owner.userId, needsMobile: false });
      expect(await t.database.db.select().from(members).where(eq(members.id, visitor.userId))).toEqual([]);
    });

    it('changes nothing when any part of a merge fails', async () => {
      const mobile = newMobile();
      const owner = await signUp(t.app, IID, mobile);
      const visitor = ok(await ticketSignIn({ iid: IID, provider: 'app', sub: 'rid-merge-fails' }));
      ok(await call(t.app, point.sign, { iid: IID, token: visitor.token }));
      expect((await bindSend(visitor.token, mobile)).result).toBe(true);
      const code = await lastCode(mobile);
      failMerges = true;
      try {
        expect((await bind(visitor.token, mobile, code)).error?.code).toBe(500);
      } finally {
        failMerges = false;
      }
      expect(ok(await call(t.app, member.profile, { iid: IID, token: visitor.token }))).toMatchObject({ userId: visitor.userId, mobile: '', coin: 5 });
      expect(ok(await call(t.app, member.profile, { iid: IID, token: owner.token }))).toMatchObject({ userId: owner.userId, coin: 0 });
      // The code was not spent: the same bind goes through once nothing fails.
      expect((await bind(visitor.token, mobile, code)).result).toEqual({ userId: owner.userId, mobile, merged: true });
    });

    it('never merges two members who both have a number', async () => {
      const mine = await signUp(t.app, IID, newMobile());
      const theirs = newMobile();
      await signUp(t.app, IID, theirs);
      expect((await bindSend(mine.token, theirs)).error).toEqual(member.bindMobileSend.errors.mobileTaken);
      expect((await bind(mine.token, theirs, await lastCode(theirs))).error).toEqual(member.bindMobile.errors.mobileTaken);
    });
  });

  describe("taking someone's number", () => {
    it('refuses a new number on the profile: the owner signs up, the squatter cannot sign in with it', async () => {
      const squatterMobile = newMobile();
      const squatter = await signUp(t.app, IID, squatterMobile, 'squatter-pass');
      const victim = newMobile();
      const profile = { iid: IID, token: squatter.token, nickName: '小同', name: '', email: '', signature: '' };
      // When the profile changed numbers this saved, the owner's sign-up answered 1003 and the squatter signed in with the number.
      expect((await call(t.app, member.profileUpdate, { ...profile, mobile: victim })).error).toEqual(member.profileUpdate.errors.mobileNeedsCode);
      expect(ok(await call(t.app, member.profileUpdate, { ...profile, mobile: squatterMobile })).mobile).toBe(squatterMobile);
      const owner = await signUp(t.app, IID, victim, 'owner-pass-1');
      expect((await call(t.app, member.login, { iid: IID, mobile: victim, password: 'squatter-pass' })).error?.code).toBe(1001);
      expect(ok(await call(t.app, member.login, { iid: IID, mobile: victim, password: 'owner-pass-1' })).userId).toBe(owner.userId);
    });

    it('gives a number held without proof (a squat from before the fix) to the owner who proves it', async () => {
      const squatter = await signUp(t.app, IID, newMobile(), 'squatter-pass');
      const victim = newMobile();
      await t.database.db.update(members).set({ mobile: victim, mobileVerifiedAt: null }).where(eq(members.id, squatter.userId));
      const owner = await signUp(t.app, IID, victim, 'owner-pass-1');
      expect(owner.userId).not.toBe(squatter.userId);
      expect(ok(await call(t.app, member.profile, { iid: IID, token: squatter.token })).mobile).toBe('');
      expect((await call(t.app, member.login, { iid: IID, mobile: victim, password: 'squatter-pass' })).error?.code).toBe(1001);
      // Binding works the same way: a proven owner takes an unproven number.
      const again = newMobile();
      await t.database.db.update(members).set({ mobile: again, mobileVerifiedAt: null }).where(eq(members.id, squatter.userId));
      const identity = ok(await ticketSignIn({ iid: IID, provider: 'app', sub: 'rid-owner-of-again' }));
      ok(await call(t.app, member.sendCode, { iid: IID, mobile: again }, addressOf(again)));
      expect((await gatewayCall(t.app, member.bindMobile, { iid: IID, token: identity.token, mobile: again, verifyCode: await lastCode(again) })).result).toEqual({ userId: identity.userId, mobile: again, merged: false });
    });
  });
});

describe('merging members', () => {
  it("reaches every module that keeps a member's rows: each has a mergeMember", () => {
    const keeping = modules.filter(
      (m) => m.name !== 'member' && Object.values(m.tables).some((t) => is(t, PgTable) && getTableConfig(t).foreignKeys.some((fk) => fk.reference().foreignTable === members)),
    );
    expect(keeping.map((m) => m.name)).toEqual(expect.arrayContaining(['address', 'collection', 'coupon', 'order', 'point', 'vip']));
    expect(keeping.filter((m) => !m.mergeMember).map((m) => m.name)).toEqual([]);
  });
});

describe('identity sign-in without its configuration', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp('pglite');
  }, 60_000);
  afterAll(() => t?.close());

  it('says what is missing', async () => {
    expect((await call(t.app, member.wechatSignIn, { iid: IID, code: 'x' })).error).toEqual(member.wechatSignIn.errors.notConfigured);
    expect((await call(t.app, member.ticketSignIn, { iid: IID, ticket: 'a.b' })).error).toEqual(member.ticketSignIn.errors.notConfigured);
    expect((await t.app.inject({ url: EMULATED_AUTHORIZE_PATH })).statusCode).toBe(404);
  });
});
