import { game, order } from '@tongxin/api-client';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKENDS, call, ok, startTestApp, type TestApp } from '../../testing/harness';
import { gatewayCall, signUp } from '../../testing/member';
import { withCheckDigit } from './identity';
import { gameEntries, gameGroups } from './schema';

const IID = 1000;
const RIDE = 4;
const PAY_KEY = 'sandbox-key-of-the-game-suite-0123456789';
const idNo = (n: number) => withCheckDigit(`3301061996060${String(1000 + n).slice(-4)}`);

describe.each(BACKENDS)('the entry fee of a paid game on %s', (backend) => {
  let t: TestApp;
  let seq = 0;
  const guest = async () => {
    seq += 1;
    const mobile = `1372900${String(seq).padStart(4, '0')}`;
    return { ...(await signUp(t.app, IID, mobile)), mobile, n: seq };
  };
  const enroll = (g: { token: string; mobile: string; n: number }, groupId: number, gameId = RIDE) =>
    call(t.app, game.enroll, { iid: IID, token: g.token, gameId, groupId, name: '林小同', idNo: idNo(g.n), mobile: g.mobile, form: '{"1":"林大同 13900001234","2":"M"}', agree: true });
  const buy = (token: string, gameId = RIDE, extra: Record<string, unknown> = {}) =>
    gatewayCall(t.app, order.create, { iid: IID, token, orderType: order.BUSINESS_TYPE.game, keys: String(gameId), num: 1, ...extra });
  const pay = async (token: string, orderId: string) => {
    ok(await call(t.app, order.wechatPay, { iid: IID, token, orderId, openId: 'o-game' }));
    const paid = await t.app.inject({ method: 'POST', url: '/api/dev/pay/sandbox/member', payload: { iid: IID, token, orderId } });
    expect(paid.json()).toMatchObject({ code: 0, t: { code: 'SUCCESS', message: 'paid' } });
  };
  const taken = async (groupId: number) => (await t.database.db.select({ taken: gameGroups.taken }).from(gameGroups).where(eq(gameGroups.id, groupId)))[0]?.taken;

  beforeAll(async () => {
    // The sweeper comes only at start: an expired order's place is given back by the reads and the orders themselves.
    t = await startTestApp(backend, { env: { PAY_SANDBOX_KEY: PAY_KEY, PAY_SANDBOX_ENDPOINT: '1', ORDER_SWEEP_SECONDS: '3600' } });
  }, 120_000);
  afterAll(() => t.close());

  it('takes the place with the order, enrols only from the verified payment, and gives the place back on cancel', async () => {
    const before = await taken(42);
    const g = await guest();
    expect((await buy(g.token)).error).toMatchObject(game.PAY_ERRORS.notEnrolled);
    expect(ok(await enroll(g, 42)).status).toBe(game.ENTRY_STATUS.waitingPayment);
    // An entry not yet paid holds no place.
    expect(await taken(42)).toBe(before);
    expect((await buy(g.token, RIDE, { payPrice: 1 })).error?.code).toBe(order.create.errors.priceChanged.code);
    const created = (await buy(g.token)).result;
    expect(created?.payPrice).toBe(19_900);
    expect(await taken(42)).toBe((before ?? 0) + 1);
    // The same payload again is the same order; another payload for the same entry is refused.
    expect((await buy(g.token)).result?.orderId).toBe(created?.orderId);
    expect((await buy(g.token, RIDE, { remark: '第二单' })).error).toMatchObject(game.PAY_ERRORS.pending);
    expect((await call(t.app, game.myEntry, { iid: IID, token: g.token, gameId: RIDE })).result?.status).toBe(game.ENTRY_STATUS.waitingPayment);

    await pay(g.token, created?.orderId ?? '');
    expect(ok(await call(t.app, game.myEntry, { iid: IID, token: g.token, gameId: RIDE })).status).toBe(game.ENTRY_STATUS.enrolled);
    expect((await buy(g.token, RIDE, { remark: '再来一单' })).error).toMatchObject(game.PAY_ERRORS.alreadyPaid);
    expect(await taken(42)).toBe((before ?? 0) + 1);

    // Another entrant cancels the waiting order: the place comes back, the entry may be paid again.
    const h = await guest();
    ok(await enroll(h, 42));
    const waiting = (await buy(h.token)).result;
    expect(await taken(42)).toBe((before ?? 0) + 2);
    expect((await gatewayCall(t.app, order.updateStatus, { iid: IID, token: h.token, orderId: waiting?.orderId ?? '', status: order.STATUS_ACTION.cancel })).error).toBeUndefined();
    expect(await taken(42)).toBe((before ?? 0) + 1);
    expect(ok(await call(t.app, game.myEntry, { iid: IID, token: h.token, gameId: RIDE })).status).toBe(game.ENTRY_STATUS.waitingPayment);
    expect((await buy(h.token, RIDE, { remark: '重新支付' })).result?.payPrice).toBe(19_900);

    // A free game is not sold; a full group refuses at enrolment.
    const f = await guest();
    ok(await enroll(f, 21, 2));
    expect((await buy(f.token, 2)).error).toMatchObject(game.PAY_ERRORS.free);
    expect((await enroll(await guest(), 41)).error).toMatchObject(game.enroll.errors.full);
  });

  it('two entrants paying for the last place at once: one order takes it, the other is told the group is full', async () => {
    const groupId = 49;
    await t.database.db.insert(gameGroups).values({ id: groupId, gameId: RIDE, name: '邀请组', quota: 1 });
    const [a, b] = [await guest(), await guest()];
    ok(await enroll(a, groupId));
    ok(await enroll(b, groupId));
    const orders = await Promise.all([a, b].map((who) => buy(who.token)));
    expect(orders.filter((o) => o.result).length).toBe(1);
    expect(orders.find((o) => o.error)?.error).toMatchObject(game.PAY_ERRORS.full);
    expect(await taken(groupId)).toBe(1);
    const loser = orders[0]?.error ? a : b;
    // The loser's entry still waits, holding nothing; nothing was sold twice.
    const rows = await t.database.db.select().from(gameEntries).where(eq(gameEntries.groupId, groupId));
    expect(rows.map((r) => r.status)).toEqual([game.ENTRY_STATUS.waitingPayment, game.ENTRY_STATUS.waitingPayment]);
    expect((await buy(loser.token)).error).toMatchObject(game.PAY_ERRORS.full);
  });

  it('an unpaid entry fee past its time holds no place, before the sweeper comes: the next entrant enrols and pays', async () => {
    const groupId = 48;
    await t.database.db.insert(gameGroups).values({ id: groupId, gameId: RIDE, name: '早鸟组', quota: 1 });
    const [a, b] = [await guest(), await guest()];
    ok(await enroll(a, groupId));
    const held = (await buy(a.token)).result;
    if (!held) throw new Error('the first order was refused');
    expect((await enroll(b, groupId)).error).toMatchObject(game.enroll.errors.full);
    const remainingOf = async () => ok(await call(t.app, game.detail, { iid: IID, id: RIDE })).groups.find((x) => x.id === groupId)?.remaining;
    expect(await remainingOf()).toBe(0);

    // Past the hold (15 minutes) the place is free again for the detail page, the enrolment and the order.
    t.advance(16 * 60_000);
    expect(await remainingOf()).toBe(1);
    ok(await enroll(b, groupId));
    const next = await buy(b.token);
    expect(next.error).toBeUndefined();
    expect(await taken(groupId)).toBe(1);
    expect(ok(await call(t.app, order.detail, { iid: IID, token: a.token, orderId: held.orderId })).status).toBe(order.ORDER_STATUS.expired);
    // The first entrant's entry still waits, and may pay again once the place is free.
    expect((await buy(a.token)).error).toMatchObject(game.PAY_ERRORS.full);
    expect(next.result?.payPrice).toBe(19_900);
  });
});
