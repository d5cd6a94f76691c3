import { member, order, stay } from '@tongxin/api-client';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ReplyError } from '../../http/reply-error';
import { shanghaiDay } from '../../platform/time';
import { BACKENDS, call, ok, startTestApp, type TestApp } from '../../testing/harness';
import { addressOf, gatewayCall, signUp } from '../../testing/member';
import { DEMO_MEMBER } from '../member/api';
import { quoteStay, releaseStay, reserveStay, confirmStay, type StayRequest } from './booking';
import { addDays } from './nights';
import { stayBookings, stayNights, stayPackages } from './schema';

const IID = 1000;
/** Anji's star cabin: one a night. */
const CABIN = 13;
const PITCH = 11;

describe.each(BACKENDS)('campsites and homestays on %s', (backend) => {
  let t: TestApp;
  let today: string;
  let seq = 0;

  async function guest() {
    seq += 1;
    const mobile = `1371600${String(seq).padStart(4, '0')}`;
    const { token, userId } = await signUp(t.app, IID, mobile);
    return { token, memberId: userId };
  }

  /** What the order kernel does with a homestay line: quote, then reserve, in one transaction. */
  const book = (memberId: number, orderId: string, request: StayRequest) =>
    t.database.db.transaction(async (tx) => {
      const now = new Date();
      const quote = await quoteStay(tx, IID, request, now);
      await reserveStay(tx, { iid: IID, memberId, ref: orderId, contactName: '李住客', contactPhone: '13900000000' }, request, quote, now);
      return quote.amount;
    });

  const refusal = async (p: Promise<unknown>) => {
    try {
      await p;
    } catch (error) {
      if (error instanceof ReplyError) return { code: error.code, msg: error.message };
      throw error;
    }
    throw new Error('expected a refusal');
  };

  const remaining = async (roomId: number, day: string) => ok(await call(t.app, stay.availability, { iid: IID, roomId, from: day, to: day }))[day]?.remaining;

  beforeAll(async () => {
    // The sweeper comes only at start: an expired order's nights are given back by the reads and the orders themselves.
    t = await startTestApp(backend, { env: { PAY_SANDBOX_ENDPOINT: '1', PAY_SANDBOX_KEY: 'sandbox-key-of-the-stay-suite-0123456', ORDER_SWEEP_SECONDS: '3600' } });
    today = shanghaiDay(new Date());
  }, 60_000);
  afterAll(() => t.close());

  it('lists campsites and homestays by type, best rated first, and shows a place with its rooms and packages', async () => {
    const camps = ok(await call(t.app, stay.places, { iid: IID, type: stay.STAY_TYPE.campsite, pageSize: 5 }));
    expect(camps.total).toBe(12);
    expect(camps.list).toHaveLength(5);
    expect(camps.list[0]).toMatchObject({ id: 1, name: '安吉云上草原露营地', minPrice: 12800, rating: 4.9 });
    const homes = ok(await call(t.app, stay.places, { iid: IID, type: stay.STAY_TYPE.homestay }));
    expect(homes.list.every((p) => p.type === stay.STAY_TYPE.homestay)).toBe(true);
    expect(ok(await call(t.app, stay.places, { iid: 3073 })).total).toBe(1);

    const anji = ok(await call(t.app, stay.place, { iid: IID, id: 1 }));
    expect(anji.rooms.map((r) => r.name)).toEqual(['标准草地营位', '天幕帐篷套装', '星空木屋']);
    expect(anji.packages[0]).toMatchObject({ title: '安吉云上亲子露营两天一夜套餐', price: 49900 });
    expect((await call(t.app, stay.place, { iid: 3073, id: 1 })).error?.code).toBe(404);
    // Off sale: the tenth campsite's cabins.
    expect(ok(await call(t.app, stay.place, { iid: IID, id: 10 })).rooms.map((r) => r.kind)).not.toContain('room');
    expect((await call(t.app, stay.room, { iid: IID, id: 103 })).error?.code).toBe(404);
    expect(ok(await call(t.app, stay.room, { iid: IID, id: CABIN }))).toMatchObject({ placeName: '安吉云上草原露营地', cancelDays: 2 });
    expect(ok(await call(t.app, stay.packageDetail, { iid: IID, id: 101 })).includes).toContain('篝火晚会');
  });

  it('shows each night: the weekend price, full and closed nights, nothing before today', async () => {
    const days = ok(await call(t.app, stay.availability, { iid: IID, roomId: PITCH, from: addDays(today, -3), to: addDays(today, 10) }));
    expect(days[addDays(today, -1)]).toBeUndefined();
    expect(days[addDays(today, 5)]).toMatchObject({ remaining: 0, closed: false });
    expect(days[addDays(today, 3)]).toMatchObject({ closed: true });
    const friday = Object.keys(days).find((d) => new Date(`${d}T00:00:00Z`).getUTCDay() === 5 && d !== addDays(today, 5) && d !== addDays(today, 6));
    const monday = Object.keys(days).find((d) => new Date(`${d}T00:00:00Z`).getUTCDay() === 1);
    if (friday) expect(days[friday]?.price).toBe(16800);
    if (monday) expect(days[monday]?.price).toBe(12800);
    expect(ok(await call(t.app, stay.availability, { iid: IID, roomId: CABIN, from: addDays(today, 20), to: addDays(today, 20) }))[addDays(today, 20)]?.price).toBe(88800);
    expect((await call(t.app, stay.availability, { iid: IID, roomId: PITCH, from: today, to: addDays(today, 90) })).error?.code).toBe(400);
  });

  it('refuses bad stays with a clear message and stores nothing', async () => {
    const { memberId } = await guest();
    const base = { roomId: CABIN, rooms: 1, guests: 2 };
    const cases: [Partial<StayRequest>, { code: number; msg: string }][] = [
      [{ checkIn: addDays(today, 40), checkOut: addDays(today, 38) }, stay.STAY_ERRORS.badDates],
      [{ checkIn: addDays(today, 40), checkOut: addDays(today, 40) }, stay.STAY_ERRORS.badDates],
      [{ checkIn: addDays(today, -1), checkOut: addDays(today, 1) }, stay.STAY_ERRORS.pastDate],
      [{ checkIn: addDays(today, 200), checkOut: addDays(today, 201) }, stay.STAY_ERRORS.tooFar],
      [{ checkIn: addDays(today, 40), checkOut: addDays(today, 72) }, stay.STAY_ERRORS.tooLong],
      [{ checkIn: addDays(today, 40), checkOut: addDays(today, 41), guests: 3 }, stay.STAY_ERRORS.tooManyGuests],
      [{ checkIn: addDays(today, 40), checkOut: addDays(today, 41), rooms: 2 }, stay.STAY_ERRORS.full],
      [{ roomId: PITCH, checkIn: addDays(today, 2), checkOut: addDays(today, 4), guests: 1 }, stay.STAY_ERRORS.full],
      [{ roomId: 103, checkIn: addDays(today, 40), checkOut: addDays(today, 41) }, stay.STAY_ERRORS.roomNotFound],
    ];
    for (const [change, expected] of cases) {
      const request = { ...base, checkIn: '', checkOut: '', ...change } as StayRequest;
      expect(await refusal(book(memberId, `BAD${seq}${request.checkIn}${request.guests}${request.rooms}${request.roomId}`, request)), JSON.stringify(change)).toMatchObject({ code: expected.code, msg: expected.msg });
    }
    expect(await t.database.db.select().from(stayBookings).where(eq(stayBookings.memberId, memberId))).toEqual([]);
    expect(await remaining(CABIN, addDays(today, 40))).toBe(1);
  });

  it('books the last cabin for two nights: one of two guests at once wins, nothing oversold; cancelling gives the nights back', async () => {
    const [a, b] = [await guest(), await guest()];
    const request = { roomId: CABIN, checkIn: addDays(today, 30), checkOut: addDays(today, 32), rooms: 1, guests: 2 };
    const results = await Promise.allSettled([book(a.memberId, 'RACE-A', request), book(b.memberId, 'RACE-B', request)]);
    const won = results.filter((r) => r.status === 'fulfilled');
    const lost = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected');
    expect(won).toHaveLength(1);
    expect(lost).toHaveLength(1);
    expect(lost[0]?.reason).toBeInstanceOf(ReplyError);
    expect((lost[0]?.reason as ReplyError).message).toBe(stay.STAY_ERRORS.full.msg);
    const nights = await t.database.db.select().from(stayNights).where(and(eq(stayNights.roomId, CABIN)));
    expect(nights.filter((n) => n.day === request.checkIn || n.day === addDays(request.checkIn, 1)).map((n) => n.remaining)).toEqual([0, 0]);
    expect(nights.every((n) => n.remaining >= 0)).toBe(true);
    const booked = await t.database.db.select().from(stayBookings).where(eq(stayBookings.roomId, CABIN));
    expect(booked.filter((x) => x.checkIn === request.checkIn)).toHaveLength(1);

    // The winner's order is paid; the next guest sees the nights full.
    const winner = booked.find((x) => x.checkIn === request.checkIn);
    if (!winner) throw new Error('no booking');
    await t.database.db.transaction((tx) => confirmStay(tx, winner.ref, 'ORDER-A'));
    expect(await remaining(CABIN, request.checkIn)).toBe(0);
    // Released (cancelled or expired) once: the nights come back once.
    expect(await t.database.db.transaction((tx) => releaseStay(tx, winner.ref, new Date()))).toBe(true);
    expect(await t.database.db.transaction((tx) => releaseStay(tx, winner.ref, new Date()))).toBe(false);
    expect(await remaining(CABIN, request.checkIn)).toBe(1);
    expect(await remaining(CABIN, addDays(request.checkIn, 1))).toBe(1);
  });

  it("lists the member's bookings by state and cancels within the rules only", async () => {
    const { token } = ok(await call(t.app, member.login, { iid: IID, mobile: DEMO_MEMBER.mobile, password: DEMO_MEMBER.password }, addressOf(DEMO_MEMBER.mobile)));
    const all = ok(await call(t.app, stay.bookings, { iid: IID, token, status: 0 }));
    expect(all.list.map((b) => b.status).sort()).toEqual([1, 2, 3, 4]);
    const stayed = ok(await call(t.app, stay.bookings, { iid: IID, token, status: stay.BOOKING_STATUS.stayed }));
    expect(stayed.list).toHaveLength(1);
    expect(stayed.list[0]?.canCancel).toBe(false);
    const waiting = ok(await call(t.app, stay.bookings, { iid: IID, token, status: stay.BOOKING_STATUS.waitingPayment })).list[0];
    if (!waiting) throw new Error('no waiting booking');
    expect(waiting).toMatchObject({ canCancel: true, placeName: '西湖龙井茶园民宿', nights: 1 });
    const before = await remaining(waiting.roomId, waiting.checkIn);
    expect(ok(await call(t.app, stay.cancel, { iid: IID, token, id: waiting.id }))).toBe(true);
    expect(await remaining(waiting.roomId, waiting.checkIn)).toBe((before ?? 0) + 1);
    expect((await call(t.app, stay.cancel, { iid: IID, token, id: waiting.id })).error).toMatchObject(stay.cancel.errors.notCancellable);
    const past = stayed.list[0];
    if (!past) throw new Error('no stayed booking');
    expect((await call(t.app, stay.cancel, { iid: IID, token, id: past.id })).error).toMatchObject(stay.cancel.errors.notCancellable);
    // Another member's booking is not found.
    const other = await guest();
    expect((await call(t.app, stay.cancel, { iid: IID, token: other.token, id: past.id })).error).toMatchObject(stay.cancel.errors.notFound);
  });

  it('books through the order kernel (business type 3): priced by the server, the last room to one of two buyers, paid by the notify', async () => {
    const [a, b] = [await guest(), await guest()];
    const checkIn = addDays(today, 45);
    const line = { iid: IID, orderType: order.BUSINESS_TYPE.homestay, num: 1, keys: String(CABIN), property: checkIn, property2: addDays(checkIn, 2), info: '2', name: '王住客', phone: '13900000001' };
    const calculated = await gatewayCall(t.app, order.calculate, { ...line, token: a.token });
    if (!calculated.result) throw new Error(JSON.stringify(calculated.error));
    const price = calculated.result;
    const expected = ok(await call(t.app, stay.availability, { iid: IID, roomId: CABIN, from: checkIn, to: addDays(checkIn, 1) }));
    expect(price.payFen).toBe(Object.values(expected).reduce((n, d) => n + d.price, 0));
    // End before start: refused, nothing taken.
    expect((await gatewayCall(t.app, order.create, { ...line, property2: addDays(checkIn, -1), token: a.token })).error).toMatchObject(stay.STAY_ERRORS.badDates);

    const [ra, rb] = await Promise.all([gatewayCall(t.app, order.create, { ...line, token: a.token }), gatewayCall(t.app, order.create, { ...line, token: b.token })]);
    const winner = ra.result ? { reply: ra, who: a } : { reply: rb, who: b };
    const loser = ra.result ? rb : ra;
    expect(winner.reply.result?.payPrice).toBe(price.payFen);
    expect(loser.error).toMatchObject(stay.STAY_ERRORS.full);
    expect(await remaining(CABIN, checkIn)).toBe(0);

    const orderId = winner.reply.result?.orderId ?? '';
    const waiting = ok(await call(t.app, stay.bookings, { iid: IID, token: winner.who.token, status: stay.BOOKING_STATUS.waitingPayment }));
    expect(waiting.list[0]).toMatchObject({ orderId, checkIn, nights: 2, guests: 2, amount: price.payFen, contactName: '王住客' });
    ok(await call(t.app, order.wechatPay, { iid: IID, orderId, openId: 'o-stay-1', token: winner.who.token }));
    const paid = await t.app.inject({ method: 'POST', url: '/api/dev/pay/sandbox/member', payload: { iid: IID, token: winner.who.token, orderId } });
    expect(paid.statusCode).toBe(200);
    const booked = ok(await call(t.app, stay.bookings, { iid: IID, token: winner.who.token, status: stay.BOOKING_STATUS.booked }));
    expect(booked.list.map((x) => x.orderId)).toContain(orderId);

    // Cancelled in time, the paid stay is refunded in full through the kernel; the nights come back once.
    const mine = booked.list.find((x) => x.orderId === orderId);
    expect(mine?.canCancel).toBe(true);
    expect(ok(await call(t.app, stay.cancel, { iid: IID, token: winner.who.token, id: mine?.id ?? 0 }))).toBe(true);
    expect(await remaining(CABIN, checkIn)).toBe(1);
    expect(ok(await call(t.app, order.detail, { iid: IID, token: winner.who.token, orderId }))).toMatchObject({ refundState: order.REFUND_STATE.refunding, refundFen: price.payFen });
    const refunded = await t.app.inject({ method: 'POST', url: '/api/dev/pay/sandbox/refund', payload: { iid: IID, token: winner.who.token, orderId } });
    expect(refunded.json()).toMatchObject({ code: 0, t: { code: 'SUCCESS', message: 'refunded' } });
    expect(ok(await call(t.app, order.detail, { iid: IID, token: winner.who.token, orderId })).refundState).toBe(order.REFUND_STATE.refunded);
    expect(await remaining(CABIN, checkIn)).toBe(1);
    expect((await call(t.app, stay.cancel, { iid: IID, token: winner.who.token, id: mine?.id ?? 0 })).error).toMatchObject(stay.cancel.errors.notCancellable);
  });

  it('an unpaid stay past its time holds nothing, before the sweeper comes: the next guest books the room and the calendar shows it free', async () => {
    const [a, b] = [await guest(), await guest()];
    const checkIn = addDays(today, 60);
    const line = { iid: IID, orderType: order.BUSINESS_TYPE.homestay, num: 1, keys: String(CABIN), property: checkIn, property2: addDays(checkIn, 1), info: '1', name: '赵住客', phone: '13900000002' };
    const held = (await gatewayCall(t.app, order.create, { ...line, token: a.token })).result;
    if (!held) throw new Error('the first order was refused');
    expect(await remaining(CABIN, checkIn)).toBe(0);
    expect((await gatewayCall(t.app, order.create, { ...line, token: b.token })).error).toMatchObject(stay.STAY_ERRORS.full);

    // Past the hold (ORDER_HOLD_SECONDS, 30 minutes): the order no longer holds the cabin.
    t.advance(31 * 60_000);
    const next = await gatewayCall(t.app, order.create, { ...line, token: b.token });
    expect(next.error).toBeUndefined();
    expect(next.result?.orderId).not.toBe(held.orderId);
    expect(await remaining(CABIN, checkIn)).toBe(0);
    expect(ok(await call(t.app, order.detail, { iid: IID, token: a.token, orderId: held.orderId })).status).toBe(order.ORDER_STATUS.expired);

    // The second hold expires too: the calendar and the room page count the cabin free again.
    t.advance(31 * 60_000);
    expect(await remaining(CABIN, checkIn)).toBe(1);
    const rows = await t.database.db.select().from(stayBookings).where(eq(stayBookings.memberId, b.memberId));
    expect(rows.map((r) => r.status)).toEqual([stay.BOOKING_STATUS.cancelled]);
  });

  it('sells a package through the order kernel: priced by the server, the last one to one of two buyers, the stock back on cancel, paid by the notify', async () => {
    const PKG = 101;
    const [a, b] = [await guest(), await guest()];
    const line = { iid: IID, orderType: order.BUSINESS_TYPE.homestay, keys: stay.packageKeys(PKG), name: '钱游客', phone: '13900000003' };
    const stockOf = async () => ok(await call(t.app, stay.packageDetail, { iid: IID, id: PKG })).stock;
    const pkg = ok(await call(t.app, stay.packageDetail, { iid: IID, id: PKG }));
    const priced = await gatewayCall(t.app, order.calculate, { ...line, num: 2, token: a.token });
    expect(priced.result?.payFen).toBe(pkg.price * 2);
    expect((await gatewayCall(t.app, order.create, { ...line, num: stay.PACKAGE_MAX_NUM + 1, token: a.token })).error).toMatchObject(stay.PACKAGE_ERRORS.badNum);
    expect((await gatewayCall(t.app, order.create, { ...line, keys: stay.packageKeys(999), num: 1, token: a.token })).error).toMatchObject(stay.PACKAGE_ERRORS.notFound);

    await t.database.db.update(stayPackages).set({ stock: 1 }).where(eq(stayPackages.id, PKG));
    expect((await gatewayCall(t.app, order.create, { ...line, num: 2, token: a.token })).error).toMatchObject({ code: stay.PACKAGE_ERRORS.soldOut.code, msg: '套餐仅剩1份' });
    const buyOne = (token: string) => gatewayCall(t.app, order.create, { ...line, num: 1, token });
    const [ra, rb] = await Promise.all([buyOne(a.token), buyOne(b.token)]);
    expect([ra, rb].filter((r) => r.result).length).toBe(1);
    expect((ra.result ? rb : ra).error).toMatchObject(stay.PACKAGE_ERRORS.soldOut);
    expect(await stockOf()).toBe(0);
    const [winner, loser] = ra.result ? [a, b] : [b, a];
    const held = (ra.result ?? rb.result)?.orderId ?? '';
    expect(ok(await call(t.app, order.detail, { iid: IID, token: winner.token, orderId: held }))).toMatchObject({ total: pkg.price, num: 1 });

    // Cancelled unpaid: the package is back for the other buyer, who pays for it.
    expect((await gatewayCall(t.app, order.updateStatus, { iid: IID, token: winner.token, orderId: held, status: order.STATUS_ACTION.cancel })).error).toBeUndefined();
    expect(await stockOf()).toBe(1);
    const bought = (await gatewayCall(t.app, order.create, { ...line, num: 1, token: loser.token })).result;
    if (!bought) throw new Error('the package was refused after the cancel');
    ok(await call(t.app, order.wechatPay, { iid: IID, orderId: bought.orderId, openId: 'o-stay-pkg', token: loser.token }));
    const paid = await t.app.inject({ method: 'POST', url: '/api/dev/pay/sandbox/member', payload: { iid: IID, token: loser.token, orderId: bought.orderId } });
    expect(paid.json()).toMatchObject({ code: 0, t: { code: 'SUCCESS', message: 'paid' } });
    expect(ok(await call(t.app, order.detail, { iid: IID, token: loser.token, orderId: bought.orderId })).status).toBe(order.ORDER_STATUS.paid);
    expect(await stockOf()).toBe(0);

    // Past its validity a package is not sold, whatever its stock.
    await t.database.db.update(stayPackages).set({ stock: 5, validTo: addDays(today, -1) }).where(eq(stayPackages.id, PKG));
    expect((await gatewayCall(t.app, order.create, { ...line, num: 1, token: a.token })).error).toMatchObject(stay.PACKAGE_ERRORS.ended);
    expect(await stockOf()).toBe(5);
  });

  it("lists the member's bought packages with their place, validity, state and use code: waiting, cancelled (left out), to use, expired", async () => {
    const PKG = 104;
    const me = await guest();
    const other = await guest();
    await t.database.db.update(stayPackages).set({ stock: 10, validTo: addDays(today, 30) }).where(eq(stayPackages.id, PKG));
    const line = { iid: IID, orderType: order.BUSINESS_TYPE.homestay, keys: stay.packageKeys(PKG), name: '孙游客', phone: '13900000004' };
    const buy = async (token: string, num = 1) => {
      const created = (await gatewayCall(t.app, order.create, { ...line, num, token })).result;
      if (!created) throw new Error('the package was refused');
      return created.orderId;
    };
    const pay = async (token: string, orderId: string) => {
      ok(await call(t.app, order.wechatPay, { iid: IID, orderId, openId: 'o-stay-mine', token }));
      const paid = await t.app.inject({ method: 'POST', url: '/api/dev/pay/sandbox/member', payload: { iid: IID, token, orderId } });
      expect(paid.json()).toMatchObject({ code: 0 });
    };
    const mine = async (token = me.token) => ok(await call(t.app, stay.myPackages, { iid: IID, token }));
    const S = stay.MY_PACKAGE_STATUS;

    expect(await mine()).toEqual({ list: [], total: 0 });
    const unpaid = await buy(me.token, 2);
    const [first] = (await mine()).list;
    const pkg = ok(await call(t.app, stay.packageDetail, { iid: IID, id: PKG }));
    expect(first).toMatchObject({ orderId: unpaid, packageId: PKG, title: pkg.title, placeName: pkg.placeName, num: 2, amount: pkg.price * 2, status: S.waitingPayment, useCode: '', paidAt: null });
    expect(first?.includes).toEqual(pkg.includes);

    // Cancelled unpaid: gone from the list.
    expect((await gatewayCall(t.app, order.updateStatus, { iid: IID, token: me.token, orderId: unpaid, status: order.STATUS_ACTION.cancel })).error).toBeUndefined();
    expect((await mine()).total).toBe(0);

    const usable = await buy(me.token);
    await pay(me.token, usable);
    const paid = (await mine()).list[0];
    expect(paid).toMatchObject({ orderId: usable, status: S.usable, validTo: addDays(today, 30) });
    expect(paid?.useCode).toMatch(/\S{4,}/);
    expect(paid?.paidAt).not.toBeNull();
    // Another member sees none of it.
    expect((await mine(other.token)).total).toBe(0);

    // A second one, then the package's validity ends: both unused ones read expired, with no code.
    const late = await buy(me.token);
    await pay(me.token, late);
    await t.database.db.update(stayPackages).set({ validTo: addDays(today, -1) }).where(eq(stayPackages.id, PKG));
    const list = (await mine()).list;
    expect(list.map((p) => [p.orderId, p.status, p.useCode])).toEqual([
      [late, S.expired, ''],
      [usable, S.expired, ''],
    ]);
    expect(ok(await call(t.app, stay.myPackages, { iid: IID, token: me.token, pageSize: 1, pageNumber: 2 })).list.map((p) => p.orderId)).toEqual([usable]);
    await t.database.db.update(stayPackages).set({ validTo: addDays(today, 90) }).where(eq(stayPackages.id, PKG));
  });
});
