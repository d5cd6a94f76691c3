import { order, stay } from '@tongxin/api-client';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shanghaiDay } from '../../platform/time';
import { BACKENDS, ok, startTestApp, type TestApp } from '../../testing/harness';
import { send } from '../../testing/contract';
import { signUp } from '../../testing/member';
import { addDays } from './nights';
import { stayPackages } from './schema';

const IID = 1000;
/** Anji's family camping package (place 1); Moganshan's (place 3) is another place's. */
const PKG = 101;
const S = stay.MY_PACKAGE_STATUS;
const E = stay.VERIFY_ERRORS;

describe.each(BACKENDS)('writing a stay package off at its place on %s', (backend) => {
  let t: TestApp;
  let seq = 0;
  let today: string;

  beforeAll(async () => {
    t = await startTestApp(backend, { env: { PAY_SANDBOX_ENDPOINT: '1', PAY_SANDBOX_KEY: 'sandbox-key-of-the-verify-suite-0123456' } });
    today = shanghaiDay(new Date());
    await t.database.db.update(stayPackages).set({ stock: 50 }).where(eq(stayPackages.id, PKG));
  }, 60_000);
  afterAll(() => t.close());

  async function member() {
    seq += 1;
    const mobile = `1371800${String(seq).padStart(4, '0')}`;
    const { token } = await signUp(t.app, IID, mobile);
    return { token, mobile };
  }

  const admin = (method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) =>
    t.app.inject({ method, url, payload, headers: { authorization: `Bearer ${t.operatorToken}` } });

  /** The organisation names the member with this number staff of a place; the staff row's id. */
  async function staffOf(placeId: number) {
    const m = await member();
    const added = await admin('POST', '/api/admin/stay/staff', { iid: IID, placeId, mobile: m.mobile });
    expect(added.statusCode).toBe(200);
    return { ...m, staffId: added.json<{ t: { id: number } }>().t.id };
  }

  /** A member buys the package and pays: their session, the order and its use code. */
  async function bought() {
    const buyer = await member();
    const created = ok(await send(t.app, order.create, { iid: IID, token: buyer.token, orderType: order.BUSINESS_TYPE.homestay, keys: stay.packageKeys(PKG), num: 2, name: '周套餐', phone: '13912340104' }));
    ok(await send(t.app, order.wechatPay, { iid: IID, token: buyer.token, orderId: created.orderId, openId: 'o-verify' }));
    const reply = await t.app.inject({ method: 'POST', url: '/api/dev/pay/sandbox/member', payload: { iid: IID, token: buyer.token, orderId: created.orderId } });
    expect(reply.json()).toMatchObject({ code: 0, t: { message: 'paid' } });
    const useCode = await codeOf(buyer.token, created.orderId);
    return { ...buyer, orderId: created.orderId, code: useCode };
  }

  /** The order's use code as the buyer's order/used page shows it. */
  const codeOf = async (token: string, orderId: string) => ok(await send(t.app, order.used, { iid: IID, token, orderId })).useCode;
  const mine = async (token: string) => ok(await send(t.app, stay.myPackages, { iid: IID, token })).list[0];
  const verify = (token: string, code: string) => send(t.app, stay.verify, { iid: IID, token, code });
  const lookup = (token: string, code: string) => send(t.app, stay.verifyLookup, { iid: IID, token, code });

  it('lets only the staff of the place look a code up and write it off, once; the member then reads it used, and it is no longer refunded', async () => {
    const desk = await staffOf(1);
    const elsewhere = await staffOf(3);
    const stranger = await member();
    const b = await bought();
    expect(b.code).toMatch(/^\d{12}$/);

    expect((await lookup(stranger.token, b.code)).error).toMatchObject(E.notStaff);
    expect((await verify(stranger.token, b.code)).error).toMatchObject(E.notStaff);
    expect((await verify(elsewhere.token, b.code)).error).toMatchObject(E.otherPlace);
    expect((await verify(desk.token, '000000000000')).error).toMatchObject(E.badCode);
    expect((await mine(b.token))?.status).toBe(S.usable);

    // The code as the member's page groups it (by four) reads the same.
    const seen = ok(await lookup(desk.token, b.code.replace(/(\d{4})(?=\d)/g, '$1 ')));
    expect(seen).toMatchObject({ orderId: b.orderId, placeId: 1, member: '周**', mobile: '139****0104', num: 2, status: S.usable, usedAt: null });
    expect(ok(await send(t.app, stay.staffPlaces, { iid: IID, token: desk.token })).map((p) => p.id)).toEqual([1]);
    expect(ok(await send(t.app, stay.staffPlaces, { iid: IID, token: stranger.token }))).toEqual([]);

    const used = ok(await verify(desk.token, b.code));
    expect(used).toMatchObject({ orderId: b.orderId, status: S.used });
    expect(used.usedAt).not.toBeNull();
    const again = (await verify(desk.token, b.code)).error;
    expect(again?.code).toBe(E.used.code);
    expect(again?.msg).toMatch(/^该套餐已于\d{4}-\d{2}-\d{2} \d{2}:\d{2}核销，不能重复使用$/);
    expect(await mine(b.token)).toMatchObject({ status: S.used, useCode: '', usedAt: used.usedAt });
    expect((await send(t.app, order.refund, { iid: IID, token: b.token, orderId: b.orderId, reason: '不想去了', amountFen: 1 })).error).toMatchObject(order.refund.errors.used);

    // Taken off the staff: no more write-offs.
    expect((await admin('DELETE', `/api/admin/stay/staff/${desk.staffId}?iid=${IID}`)).statusCode).toBe(200);
    const next = await bought();
    expect((await verify(desk.token, next.code)).error).toMatchObject(E.notStaff);
    expect((await mine(next.token))?.status).toBe(S.usable);
  });

  it('writes a code off once when two verify it at once (two desks, or a desk and the organisation)', async () => {
    const [one, two] = [await staffOf(1), await staffOf(1)];
    const b = await bought();
    const replies = await Promise.all([verify(one.token, b.code), verify(two.token, b.code)]);
    expect(replies.filter((r) => r.result).length).toBe(1);
    expect(replies.find((r) => r.error)?.error?.code).toBe(E.used.code);
    const first = (await mine(b.token))?.usedAt;
    expect(first).toBe(replies.find((r) => r.result)?.result?.usedAt);

    const c = await bought();
    const [desk, organisation] = await Promise.all([verify(one.token, c.code), admin('POST', '/api/admin/stay/packages/verify', { iid: IID, code: c.code })]);
    const orgWon = organisation.statusCode === 200;
    expect(Boolean(desk.result)).toBe(!orgWon);
    if (orgWon) expect(desk.error?.code).toBe(E.used.code);
    else expect(organisation.json()).toMatchObject({ code: E.used.code });
    expect((await mine(c.token))?.status).toBe(S.used);
  });

  it('of a refund asked and a write-off at once, one happens; a refunding, not yet valid or expired package is refused and stays as it was', async () => {
    const desk = await staffOf(1);
    const b = await bought();
    const [refund, written] = await Promise.all([
      send(t.app, order.refund, { iid: IID, token: b.token, orderId: b.orderId, reason: '计划有变', amountFen: 99800 }),
      verify(desk.token, b.code),
    ]);
    expect([refund.result, written.result].filter(Boolean).length).toBe(1);
    const state = await mine(b.token);
    if (written.result) {
      expect(state?.status).toBe(S.used);
      expect(refund.error).toMatchObject(order.refund.errors.used);
    } else {
      expect([S.refunding, S.refunded]).toContain(state?.status);
      expect(written.error).toMatchObject(E.refunding);
    }

    const later = await bought();
    await t.database.db.update(stayPackages).set({ validFrom: addDays(today, 2) }).where(eq(stayPackages.id, PKG));
    expect((await verify(desk.token, later.code)).error).toMatchObject({ code: E.notYet.code, msg: `套餐${addDays(today, 2)}起可用，尚未到使用日期` });
    await t.database.db.update(stayPackages).set({ validFrom: addDays(today, -30), validTo: addDays(today, -1) }).where(eq(stayPackages.id, PKG));
    expect((await verify(desk.token, later.code)).error).toMatchObject({ code: E.expired.code });
    expect(await mine(later.token)).toMatchObject({ status: S.expired, usedAt: null });
    await t.database.db.update(stayPackages).set({ validFrom: today, validTo: addDays(today, 90) }).where(eq(stayPackages.id, PKG));
    expect(ok(await verify(desk.token, later.code)).status).toBe(S.used);
  });

  it('keeps the staff list through the admin API and refuses what it cannot do', async () => {
    const m = await member();
    expect((await t.app.inject({ method: 'GET', url: `/api/admin/stay/staff?iid=${IID}` })).statusCode).toBe(401);
    expect((await admin('POST', '/api/admin/stay/staff', { iid: IID, placeId: 1, mobile: '12345' })).json()).toMatchObject({ msg: '请输入正确的手机号' });
    expect((await admin('POST', '/api/admin/stay/staff', { iid: IID, placeId: 1, mobile: '13719999999' })).statusCode).toBe(404);
    expect((await admin('POST', '/api/admin/stay/staff', { iid: IID, placeId: 999, mobile: m.mobile })).statusCode).toBe(404);
    const added = await admin('POST', '/api/admin/stay/staff', { iid: IID, placeId: 1, mobile: m.mobile });
    expect(added.json()).toMatchObject({ code: 0, t: { placeId: 1, mobile: m.mobile, removed: false } });
    expect((await admin('POST', '/api/admin/stay/staff', { iid: IID, placeId: 1, mobile: m.mobile })).statusCode).toBe(409);
    const listed = (await admin('GET', `/api/admin/stay/staff?iid=${IID}`)).json<{ t: { mobile: string; place: string }[] }>().t;
    expect(listed.find((s) => s.mobile === m.mobile)?.place).not.toBe('');
    expect((await admin('POST', '/api/admin/stay/packages/verify', { iid: IID, code: '000000000000' })).statusCode).toBe(404);
  });
});
