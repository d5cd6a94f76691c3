import { member, order, shops } from '@tongxin/api-client';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { BACKENDS, call, ok, startTestApp, type TestApp } from '../../testing/harness';
import { gatewayCall, signUp } from '../../testing/member';
import { DEMO_MEMBER } from '../member/api';

const IID = 1000;
const CARD = { name: '周同心', title: '项目主管', company: '同心公益', phone: '13900002222', wechat: 'zhou-tx', email: 'zhou@example.org', website: '', address: '杭州市西湖区', intro: '做社区服务十年', avatar: '', theme: '#e4393c', images: ['/api/media/pic.svg?text=a'], videos: [] };
const SHOP = { name: '同心小馆', category: '餐饮', contact: '周店长', phone: '13900003333', region: '浙江省杭州市西湖区', licence: '', logo: '', intro: '社区食堂', photos: [] };

describe.each(BACKENDS)('business cards and member shops on %s', (backend) => {
  let t: TestApp;
  let seq = 0;
  const newMember = async () => {
    seq += 1;
    const { token, userId } = await signUp(t.app, IID, `1372200${String(seq).padStart(4, '0')}`);
    return { iid: IID, token, memberId: userId };
  };
  const admin = (method: 'GET' | 'POST', url: string, payload?: object, token = t.operatorToken) =>
    t.app.inject({ method, url, payload, headers: token ? { authorization: `Bearer ${token}` } : {} });

  beforeAll(async () => {
    t = await startTestApp(backend, { env: { PAY_SANDBOX_ENDPOINT: '1', PAY_SANDBOX_KEY: 'sandbox-key-of-the-shops-suite-012345', ORDER_SWEEP_SECONDS: '1' } });
  }, 60_000);
  afterAll(() => t.close());

  it('makes a card, counts a visitor once a day (two opens at once too), never the owner, and files it in the visitor’s card list', async () => {
    const owner = await newMember();
    expect(ok(await call(t.app, shops.myCard, owner))).toBeNull();
    expect((await call(t.app, shops.shareStats, owner)).error).toMatchObject(shops.SHOPS_ERRORS.noCard);
    expect((await call(t.app, shops.saveCard, { ...owner, ...CARD, phone: '12345' })).error).toMatchObject(shops.SHOPS_ERRORS.badPhone);
    expect(ok(await call(t.app, shops.myCard, owner))).toBeNull();
    const card = ok(await call(t.app, shops.saveCard, { ...owner, ...CARD }));
    expect(card.shareCode).toMatch(/^[a-z2-9]{10}$/);
    // An edit keeps the code (the shared link stays good); a landline is a phone too.
    expect(ok(await call(t.app, shops.saveCard, { ...owner, ...CARD, title: '主任', phone: '0571-88886666' }))).toMatchObject({ shareCode: card.shareCode, title: '主任' });

    const visitor = await newMember();
    expect(ok(await call(t.app, shops.visit, { ...owner, code: card.shareCode })).counted).toBe(false);
    const twice = await Promise.all([call(t.app, shops.visit, { ...visitor, code: card.shareCode }), call(t.app, shops.visit, { ...visitor, code: card.shareCode })]);
    expect(twice.map((r) => ok(r).counted).sort()).toEqual([false, true]);
    const seen = ok(await call(t.app, shops.card, { ...visitor, code: card.shareCode }));
    expect(seen).toMatchObject({ name: '周同心', title: '主任', isMine: false, collected: true });
    expect(ok(await call(t.app, shops.collected, visitor)).list.map((c) => c.shareCode)).toEqual([card.shareCode]);

    let stats = ok(await call(t.app, shops.shareStats, owner));
    expect(stats).toMatchObject({ shareCode: card.shareCode, visits: 1, visitors: 1, today: 1 });
    expect(stats.recent).toHaveLength(1);
    // The next day the same visitor counts again.
    t.advance(86_400_000);
    expect(ok(await call(t.app, shops.visit, { ...visitor, code: card.shareCode })).counted).toBe(true);
    stats = ok(await call(t.app, shops.shareStats, owner));
    expect(stats).toMatchObject({ visits: 2, visitors: 1, today: 1 });

    expect((await call(t.app, shops.card, { ...visitor, code: 'nosuchcode' })).error).toMatchObject(shops.SHOPS_ERRORS.cardNotFound);
    ok(await call(t.app, shops.uncollect, { ...visitor, code: card.shareCode }));
    expect(ok(await call(t.app, shops.collected, visitor)).total).toBe(0);
  });

  it('computes the volunteer record from the activities the member signed up for and checked in at', async () => {
    const demo = ok(await call(t.app, member.login, { iid: IID, mobile: DEMO_MEMBER.mobile, password: DEMO_MEMBER.password }));
    const record = ok(await call(t.app, shops.gongyi, { iid: IID, token: demo.token }));
    expect(record.activities).toBeGreaterThanOrEqual(2);
    expect(record.attended).toBeGreaterThanOrEqual(1);
    expect(record.hours).toBeGreaterThan(0);
    expect(record.recent.some((r) => r.checkedIn)).toBe(true);
    const fresh = await newMember();
    expect(ok(await call(t.app, shops.gongyi, fresh))).toMatchObject({ activities: 0, attended: 0, hours: 0, upcoming: 0, recent: [] });
    // Seen through the demo member's card, a visitor reads the same record.
    const card = ok(await call(t.app, shops.myCard, { iid: IID, token: demo.token }));
    expect(ok(await call(t.app, shops.gongyi, { ...fresh, code: card?.shareCode }))).toMatchObject({ activities: record.activities, hours: record.hours });
  });

  it('joins as a member shop: applies, pays the fee once through the order kernel, and waits for the admin’s approval', async () => {
    const me = await newMember();
    expect((await call(t.app, shops.apply, { ...me, ...SHOP, phone: '10000000000' })).error).toMatchObject(shops.SHOPS_ERRORS.badPhone);
    const application = ok(await call(t.app, shops.apply, { ...me, ...SHOP }));
    expect(application.status).toBe(shops.SHOP_STATUS.draft);
    expect(ok(await call(t.app, shops.joinInfo, me))).toMatchObject({ fee: 9900, application: { id: application.id, status: 0 } });

    const line = { iid: IID, orderType: order.BUSINESS_TYPE.shopsJoin, num: 1, keys: String(application.id) };
    const price = await gatewayCall(t.app, order.calculate, { ...line, token: me.token });
    expect(price.result?.payFen).toBe(9900);
    // Another member cannot pay (or see) this application.
    const other = await newMember();
    expect((await gatewayCall(t.app, order.create, { ...line, token: other.token })).error).toMatchObject(shops.SHOPS_ERRORS.noApplication);
    // Two taps at once: one order, the other refused.
    const both = await Promise.all([gatewayCall(t.app, order.create, { ...line, token: me.token }), gatewayCall(t.app, order.create, { ...line, token: me.token })]);
    expect(both.filter((r) => r.result).length).toBe(1);
    const orderId = both.find((r) => r.result)?.result?.orderId ?? '';
    expect(ok(await call(t.app, shops.joinInfo, me)).application?.status).toBe(shops.SHOP_STATUS.paying);
    // While paying, the application is locked.
    expect((await call(t.app, shops.apply, { ...me, ...SHOP, name: '改名' })).error).toMatchObject(shops.SHOPS_ERRORS.applicationLocked);
    // A forged approval: no token, a wrong one, or an unpaid application.
    expect((await admin('POST', '/api/admin/shops/review', { iid: IID, id: application.id, approve: true }, '')).statusCode).toBe(401);
    expect((await admin('POST', '/api/admin/shops/review', { iid: IID, id: application.id, approve: true }, 'wrong-token-0123456789')).statusCode).toBe(401);
    expect((await admin('POST', '/api/admin/shops/review', { iid: IID, id: application.id, approve: true })).statusCode).toBe(409);

    ok(await call(t.app, order.wechatPay, { iid: IID, orderId, openId: 'o-shops-1', token: me.token }));
    const paid = await t.app.inject({ method: 'POST', url: '/api/dev/pay/sandbox/member', payload: { iid: IID, token: me.token, orderId } });
    expect(paid.statusCode).toBe(200);
    expect(ok(await call(t.app, shops.joinInfo, me)).application).toMatchObject({ status: shops.SHOP_STATUS.reviewing, orderId });
    expect(ok(await call(t.app, shops.list, { iid: IID })).list.map((s) => s.name)).not.toContain('同心小馆');

    const queue = (await admin('GET', `/api/admin/shops/applications?iid=${IID}`)).json<{ t: { id: number; paidFen: number }[] }>().t;
    expect(queue.find((a) => a.id === application.id)?.paidFen).toBe(9900);
    expect((await admin('POST', '/api/admin/shops/review', { iid: IID, id: application.id, approve: true })).statusCode).toBe(200);
    expect((await admin('POST', '/api/admin/shops/review', { iid: IID, id: application.id, approve: false, reason: '再审' })).statusCode).toBe(409);
    const listed = ok(await call(t.app, shops.list, { iid: IID }));
    expect(listed.list[0]?.name).toBe('同心小馆');
    expect(ok(await call(t.app, shops.detail, { iid: IID, id: application.id })).name).toBe('同心小馆');
    expect((await call(t.app, shops.detail, { iid: 3073, id: application.id })).error).toMatchObject(shops.SHOPS_ERRORS.shopNotFound);
  });

  it('refunds the fee in full when the admin rejects a paid application; edited and paid again, it is reviewed again', async () => {
    const me = await newMember();
    const application = ok(await call(t.app, shops.apply, { ...me, ...SHOP, name: '同心面馆' }));
    const line = { iid: IID, orderType: order.BUSINESS_TYPE.shopsJoin, num: 1, keys: String(application.id) };
    const pay = async (openId: string) => {
      const orderId = (await gatewayCall(t.app, order.create, { ...line, token: me.token })).result?.orderId ?? '';
      ok(await call(t.app, order.wechatPay, { iid: IID, orderId, openId, token: me.token }));
      expect((await t.app.inject({ method: 'POST', url: '/api/dev/pay/sandbox/member', payload: { iid: IID, token: me.token, orderId } })).statusCode).toBe(200);
      return orderId;
    };
    const detail = async (orderId: string) => ok(await call(t.app, order.detail, { iid: IID, token: me.token, orderId }));
    const first = await pay('o-shops-2');

    // No reason: refused, nothing changed.
    expect((await admin('POST', '/api/admin/shops/review', { iid: IID, id: application.id, approve: false, reason: ' ' })).statusCode).toBe(400);
    expect(await detail(first)).toMatchObject({ refundState: order.REFUND_STATE.none });
    const rejected = await admin('POST', '/api/admin/shops/review', { iid: IID, id: application.id, approve: false, reason: '营业执照不清晰' });
    expect(rejected.json()).toMatchObject({ code: 0, t: { id: application.id, status: shops.SHOP_STATUS.rejected, refund: 'queued' } });
    // Claimed with the rejection; the member sees why.
    expect(await detail(first)).toMatchObject({ refundState: order.REFUND_STATE.refunding, refundFen: 9900 });
    expect(ok(await call(t.app, shops.joinInfo, me)).application).toMatchObject({ status: shops.SHOP_STATUS.rejected, rejectReason: '营业执照不清晰' });
    // Rejected twice: the application is no longer under review.
    expect((await admin('POST', '/api/admin/shops/review', { iid: IID, id: application.id, approve: false, reason: '再审' })).statusCode).toBe(409);

    // Edited and paid again before the first fee is back: under review with the new order.
    expect(ok(await call(t.app, shops.apply, { ...me, ...SHOP, name: '同心面馆', licence: '/api/media/pic.svg?text=licence' })).status).toBe(shops.SHOP_STATUS.draft);
    const second = await pay('o-shops-3');
    expect(ok(await call(t.app, shops.joinInfo, me)).application).toMatchObject({ status: shops.SHOP_STATUS.reviewing, orderId: second });

    // The sweeper asks the provider for the committed claim; the first fee comes back in full, and its
    // refund leaves the application paid by the second order alone.
    t.advance(31_000);
    await vi.waitFor(
      async () => expect((await t.app.inject({ method: 'POST', url: '/api/dev/pay/sandbox/refund', payload: { iid: IID, token: me.token, orderId: first } })).json()).toMatchObject({ t: { message: 'refunded' } }),
      { timeout: 20_000, interval: 200 },
    );
    expect(await detail(first)).toMatchObject({ refundState: order.REFUND_STATE.refunded, refundFen: 9900 });
    expect(ok(await call(t.app, shops.joinInfo, me)).application).toMatchObject({ status: shops.SHOP_STATUS.reviewing, orderId: second });
    expect((await admin('POST', '/api/admin/shops/review', { iid: IID, id: application.id, approve: true })).json()).toMatchObject({ t: { status: shops.SHOP_STATUS.approved, refund: null } });
    expect(await detail(second)).toMatchObject({ refundState: order.REFUND_STATE.none });
  });
});
