import { order, point } from '@tongxin/api-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKENDS, call, ok, startTestApp, type TestApp } from '../../testing/harness';
import { gatewayCall, signUp } from '../../testing/member';
import { requireMember } from '../member/api';
import { balanceOf, creditPoints, spendPoints } from './api';

const IID = 1000;
const DAY = 86_400_000;

describe.each(BACKENDS)('points by the tenant’s rules on %s', (backend) => {
  let t: TestApp;
  let seq = 0;

  async function newMember() {
    seq += 1;
    const mobile = `1362${backend === 'pglite' ? '0' : '1'}00${String(seq).padStart(4, '0')}`;
    const { token } = await signUp(t.app, IID, mobile);
    return { token, id: (await requireMember(t.database.db, IID, token, new Date())).id };
  }
  type Who = Awaited<ReturnType<typeof newMember>>;
  const got = <T,>(reply: { result?: T; error?: unknown }): T => {
    if (reply.result === undefined) throw new Error(`expected success, got ${JSON.stringify(reply.error)}`);
    return reply.result;
  };
  const ledger = async (who: Who) => ok(await call(t.app, point.transactions, { iid: IID, token: who.token, pageNumber: 1, pageSize: 50 })).list;
  const pay = async (who: Who, orderId: string) => {
    ok(await call(t.app, order.wechatPay, { iid: IID, orderId, openId: `o-points-${who.id}`, token: who.token }));
    const paid = await t.app.inject({ method: 'POST', url: '/api/dev/pay/sandbox/member', payload: { iid: IID, token: who.token, orderId } });
    expect(paid.json()).toMatchObject({ t: { message: 'paid' } });
  };
  const refund = async (who: Who, orderId: string, amountFen: number) => {
    ok(await call(t.app, order.refund, { iid: IID, token: who.token, orderId, reason: '计划有变', amountFen }));
    const refunded = await t.app.inject({ method: 'POST', url: '/api/dev/pay/sandbox/refund', payload: { iid: IID, token: who.token, orderId } });
    expect(refunded.json()).toMatchObject({ t: { message: 'refunded' } });
  };
  /** A year card (vip plan 2), created and paid through the sandbox's verified notify. */
  async function buyCard(who: Who) {
    const { orderId, payPrice } = got(await gatewayCall(t.app, order.create, { iid: IID, token: who.token, orderType: order.BUSINESS_TYPE.vip, keys: '2', num: 1 }));
    return { orderId, payPrice };
  }

  beforeAll(async () => {
    t = await startTestApp(backend, { env: { PAY_SANDBOX_ENDPOINT: '1' } });
  }, 60_000);
  afterAll(() => t.close());

  it('the rules page reads what the server applies, in words made from the same numbers', async () => {
    const rules = ok(await call(t.app, point.rules, { iid: IID }));
    expect(rules.map((r) => [r.code, r.coin, r.description])).toEqual([
      ['sign', 5, '每天签到一次，得 5 积分'],
      ['enroll', 20, '每报名一次活动，得 20 积分，退款时扣回'],
      ['share', 2, '每天前 5 次，每分享一次，得 2 积分'],
      ['buy', 1, '每实付 1 元得 1 积分，支付成功后到账，退款时扣回'],
    ]);
  });

  it('earns per whole yuan on the verified payment only, and a full refund takes it back, each with its reason', async () => {
    const buyer = await newMember();
    const { orderId, payPrice } = await buyCard(buyer);
    expect(payPrice).toBeGreaterThanOrEqual(100);
    // Created and prepared, not paid: nothing earned.
    ok(await call(t.app, order.wechatPay, { iid: IID, orderId, openId: 'o-points-waiting', token: buyer.token }));
    expect(await balanceOf(t.database.db, buyer.id)).toBe(0);
    await pay(buyer, orderId);
    const earned = Math.floor(payPrice / 100);
    expect(await balanceOf(t.database.db, buyer.id)).toBe(earned);
    const [entry] = await ledger(buyer);
    expect(entry?.amount).toBe(earned);
    expect(entry?.title).toMatch(/^消费得积分：/);

    await refund(buyer, orderId, payPrice);
    expect(await balanceOf(t.database.db, buyer.id)).toBe(0);
    const rows = await ledger(buyer);
    expect(rows[0]).toMatchObject({ amount: -earned, title: expect.stringMatching(/^退款扣回积分：/) as unknown as string });
  });

  it('a partial refund takes back only the share refunded; points spent already leave the balance below zero, never spendable', async () => {
    const buyer = await newMember();
    const { orderId, payPrice } = await buyCard(buyer);
    await pay(buyer, orderId);
    const earned = Math.floor(payPrice / 100);
    const half = Math.floor(payPrice / 2);
    // The points are spent elsewhere before the refund.
    expect(await t.database.db.transaction((tx) => spendPoints(tx, { iid: IID, memberId: buyer.id }, earned, '订单抵扣：别的订单'))).toBe(true);
    await refund(buyer, orderId, half);
    const back = earned - Math.floor((earned * (payPrice - half)) / payPrice);
    expect(back).toBeGreaterThan(0);
    expect(await balanceOf(t.database.db, buyer.id)).toBe(-back);
    expect(await t.database.db.transaction((tx) => spendPoints(tx, { iid: IID, memberId: buyer.id }, 1, '订单抵扣：再一单'))).toBe(false);
  });

  it('an activity enrolment earns the enroll rule besides its yuan; refunded in full, both go back', async () => {
    const who = await newMember();
    const person = { name: '周同心', gender: 1, mobile: '13700137111', idType: 1, idNumber: '44030519900101123X', birthDate: '1990-01-01', emergencyName: '周妈妈', emergencyPhone: '13900139111' };
    const info = JSON.stringify({ participants: [person], form: {}, saveCompanions: false });
    const { orderId, payPrice } = got(await gatewayCall(t.app, order.create, { iid: IID, token: who.token, orderType: order.BUSINESS_TYPE.activity, keys: '7', num: 1, isNeedInsur: 0, info }));
    await pay(who, orderId);
    const earned = Math.floor(payPrice / 100) + 20;
    expect(await balanceOf(t.database.db, who.id)).toBe(earned);
    expect((await ledger(who)).map((r) => r.title)).toContain('报名活动：香山晨练徒步');
    await refund(who, orderId, payPrice);
    expect(await balanceOf(t.database.db, who.id)).toBe(0);
  });

  it('shares earn up to the rule’s daily limit, also when they arrive at once; the next day again', async () => {
    const who = await newMember();
    const replies = await Promise.all(Array.from({ length: 8 }, () => call(t.app, point.share, { iid: IID, token: who.token })));
    expect(replies.map((r) => ok(r).coin).filter((c) => c > 0)).toEqual([2, 2, 2, 2, 2]);
    expect(await balanceOf(t.database.db, who.id)).toBe(10);
    t.advance(DAY);
    try {
      expect(ok(await call(t.app, point.share, { iid: IID, token: who.token }))).toEqual({ coin: 2, balance: 12 });
    } finally {
      t.advance(-DAY);
    }
  });

  it('two spends of the last points at once: one wins, the other changes nothing', async () => {
    const who = await newMember();
    await creditPoints(t.database.db, { iid: IID, memberId: who.id }, 30, 'test');
    const spend = () => t.database.db.transaction((tx) => spendPoints(tx, { iid: IID, memberId: who.id }, 30, '订单抵扣：同一笔积分'));
    const results = await Promise.all([spend(), spend()]);
    expect(results.filter(Boolean)).toHaveLength(1);
    expect(await balanceOf(t.database.db, who.id)).toBe(0);
    expect((await ledger(who)).filter((r) => r.amount === -30)).toHaveLength(1);
  });
});
