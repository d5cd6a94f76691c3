import { order, realcard } from '@tongxin/api-client';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKENDS, call, ok, startTestApp, type TestApp } from '../../testing/harness';
import { addressOf, gatewayCall, signUp } from '../../testing/member';
import { DEMO_REAL_CARD } from './api';
import { realCards } from './schema';

const IID = 1000;
const E = realcard.REALCARD_ERRORS;

describe.each(BACKENDS)('real cards on %s', (backend) => {
  let t: TestApp;
  let seq = 0;

  async function member() {
    seq += 1;
    const mobile = `1371700${String(seq).padStart(4, '0')}`;
    const { token } = await signUp(t.app, IID, mobile);
    return { token, headers: addressOf(mobile) };
  }

  async function issue(body: Record<string, unknown> = {}) {
    const reply = await t.app.inject({ method: 'POST', url: '/api/admin/realcard/issue', headers: { authorization: `Bearer ${t.operatorToken}` }, payload: { iid: IID, count: 1, redPacketFen: 520, balanceFen: 1000, ...body } });
    const [card] = reply.json<{ t: { cardNo: string; password: string }[] }>().t;
    if (!card) throw new Error(reply.body);
    return card;
  }

  const activate = (who: { token: string; headers: Record<string, string> }, cardNo: string, password: string) => call(t.app, realcard.activate, { iid: IID, token: who.token, cardNo, password }, who.headers);
  const stored = async (cardNo: string) => (await t.database.db.select().from(realCards).where(eq(realCards.cardNo, cardNo)))[0];

  beforeAll(async () => {
    t = await startTestApp(backend, { env: { PAY_SANDBOX_ENDPOINT: '1', PAY_SANDBOX_KEY: 'sandbox-key-of-the-realcard-suite-01' } });
  }, 60_000);
  afterAll(() => t.close());

  it('activates the seeded demo card once, with its balance, benefits and red packet; the password is only a hash', async () => {
    const me = await member();
    expect(ok(await call(t.app, realcard.cards, { iid: IID, token: me.token }))).toEqual([]);
    const typed = DEMO_REAL_CARD.cardNo.replace(/(\d{4})/g, '$1 ').trim();
    const card = ok(await activate(me, typed, DEMO_REAL_CARD.password));
    expect(card).toMatchObject({ cardNo: DEMO_REAL_CARD.cardNo, balanceFen: 5000, expired: false, redPacket: { amountFen: 888, claimedAt: null } });
    expect(card.benefits.length).toBeGreaterThan(0);
    expect((await stored(DEMO_REAL_CARD.cardNo))?.passwordHash).not.toContain(DEMO_REAL_CARD.password);
    expect(ok(await call(t.app, realcard.cards, { iid: IID, token: me.token })).map((c) => c.id)).toEqual([card.id]);
    // Bound once: again by its holder, and by another member with the right password.
    expect((await activate(me, DEMO_REAL_CARD.cardNo, DEMO_REAL_CARD.password)).error).toMatchObject(E.alreadyMine);
    expect((await activate(await member(), DEMO_REAL_CARD.cardNo, DEMO_REAL_CARD.password)).error).toMatchObject(E.boundToOther);
    // Another member cannot read it.
    const other = await member();
    expect((await call(t.app, realcard.card, { iid: IID, token: other.token, cardId: card.id })).error).toMatchObject(E.notFound);
  });

  it('answers a wrong number as a wrong password, and locks the card at the fifth wrong password', async () => {
    const card = await issue();
    const me = await member();
    const unknown = await activate(me, '8899999999999999', card.password);
    const wrong = await activate(me, card.cardNo, '00000000');
    expect(unknown.error).toEqual(E.wrongCredentials);
    expect(wrong.error).toEqual(unknown.error);
    for (let i = 2; i <= 4; i += 1) expect((await activate(me, card.cardNo, `bad${i}`)).error).toEqual(E.wrongCredentials);
    expect((await activate(me, card.cardNo, 'bad5')).error).toEqual(E.locked);
    // Locked: the right password is refused too, and nothing was bound.
    expect((await activate(me, card.cardNo, card.password)).error).toEqual(E.locked);
    expect(await stored(card.cardNo)).toMatchObject({ failedTries: 5, expiresAt: null });
    expect(ok(await call(t.app, realcard.cards, { iid: IID, token: me.token }))).toEqual([]);
    // The issuer unlocks it; the right password binds it and clears the count.
    const unlocked = await t.app.inject({ method: 'POST', url: '/api/admin/realcard/unlock', headers: { authorization: `Bearer ${t.operatorToken}` }, payload: { iid: IID, cardNo: card.cardNo } });
    expect(unlocked.statusCode).toBe(200);
    ok(await activate(me, card.cardNo, card.password));
    expect(await stored(card.cardNo)).toMatchObject({ failedTries: 0, lockedAt: null });
  });

  it('limits tries per member: the eleventh in ten minutes is refused before any card is looked at', async () => {
    const me = await member();
    for (let i = 0; i < realcard.ACTIVATE_TRIES_PER_WINDOW; i += 1) expect((await activate(me, `88000000000${i}`, 'x')).error).toEqual(E.wrongCredentials);
    expect((await activate(me, '880000000099', 'x')).error).toMatchObject({ code: E.tooMany.code });
    t.advance(realcard.ACTIVATE_WINDOW_MS);
    expect((await activate(me, '880000000099', 'x')).error).toEqual(E.wrongCredentials);
  });

  it('binds a card to one of two members activating it at once', async () => {
    const card = await issue();
    const [a, b] = [await member(), await member()];
    const replies = await Promise.all([activate(a, card.cardNo, card.password), activate(b, card.cardNo, card.password)]);
    expect(replies.filter((r) => r.result).length).toBe(1);
    expect(replies.find((r) => r.error)?.error).toMatchObject(E.boundToOther);
  });

  it('claims the red packet once into the balance, even with two claims at once', async () => {
    const card = await issue({ redPacketFen: 520, balanceFen: 1000 });
    const me = await member();
    const { id: cardId } = ok(await activate(me, card.cardNo, card.password));
    const claims = await Promise.all([0, 1, 2].map(() => call(t.app, realcard.claimRedPacket, { iid: IID, token: me.token, cardId })));
    expect(claims.filter((c) => c.result).map((c) => c.result)).toEqual([{ amountFen: 520, balanceFen: 1520 }]);
    expect(claims.filter((c) => c.error).every((c) => c.error?.code === E.redPacketClaimed.code)).toBe(true);
    expect(ok(await call(t.app, realcard.card, { iid: IID, token: me.token, cardId }))).toMatchObject({ balanceFen: 1520, redPacket: { amountFen: 520 } });
    const bare = await issue({ redPacketFen: 0 });
    const { id: bareId } = ok(await activate(me, bare.cardNo, bare.password));
    expect((await call(t.app, realcard.claimRedPacket, { iid: IID, token: me.token, cardId: bareId })).error).toMatchObject(E.redPacketNone);
  });

  it('renews a card through the order kernel (business type 31): priced by the server, moved on only by the paid notify', async () => {
    const card = await issue({ validDays: 30, renewFen: 4900, renewDays: 365 });
    const me = await member();
    const held = ok(await activate(me, card.cardNo, card.password));
    const line = { iid: IID, orderType: order.BUSINESS_TYPE.realCard, num: 1, keys: String(held.id), token: me.token };
    const priced = await gatewayCall(t.app, order.calculate, line);
    expect(priced.result?.payFen).toBe(4900);
    // Another member cannot renew it.
    const other = await member();
    expect((await gatewayCall(t.app, order.create, { ...line, token: other.token })).error).toMatchObject(E.notFound);
    const created = await gatewayCall(t.app, order.create, { ...line, payPrice: 4900 });
    const orderId = created.result?.orderId ?? '';
    expect(orderId).not.toBe('');
    expect(ok(await call(t.app, realcard.card, { iid: IID, token: me.token, cardId: held.id })).cardDate).toBe(held.cardDate);
    ok(await call(t.app, order.wechatPay, { iid: IID, orderId, openId: 'o-card-1', token: me.token }));
    const paid = await t.app.inject({ method: 'POST', url: '/api/dev/pay/sandbox/member', payload: { iid: IID, token: me.token, orderId } });
    expect(paid.statusCode).toBe(200);
    const renewed = ok(await call(t.app, realcard.card, { iid: IID, token: me.token, cardId: held.id }));
    const days = (Date.parse(renewed.cardDate) - Date.parse(held.cardDate)) / 86_400_000;
    expect(days).toBe(365);
  });
});
