import { address, mall, order } from '@tongxin/api-client';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKENDS, call, ok, startTestApp, type TestApp } from '../../testing/harness';
import { gatewayCall, signUp } from '../../testing/member';
import { mallPresales } from './schema';

const IID = 1000;
const PAY_KEY = 'sandbox-key-of-the-presale-suite-0123456789';
const S = mall.PRESALE_STATE;
const DAY = 86_400_000;

describe.each(BACKENDS)('pre-sales on %s', (backend) => {
  let t: TestApp;
  let seq = 0;

  async function newMember() {
    seq += 1;
    const mobile = `1361114${String(seq).padStart(4, '0')}`;
    const { token } = await signUp(t.app, IID, mobile);
    const { id: addressId } = ok(
      await call(t.app, address.add, { iid: IID, token, name: '王预订', mobile, province: '广东省', city: '深圳市', district: '南山区', areaCode: '440305', address: '科技园 2 号', postCode: '518057', isDefault: true }),
    );
    return { token, addressId };
  }
  type Who = Awaited<ReturnType<typeof newMember>>;
  const deposit = (who: Who, presaleId = 1, extra: Record<string, unknown> = {}) =>
    gatewayCall(t.app, order.create, { iid: IID, orderType: order.BUSINESS_TYPE.presaleDeposit, num: 1, keys: String(presaleId), token: who.token, ...extra });
  const balance = (who: Who, presaleId = 1, extra: Record<string, unknown> = {}) =>
    gatewayCall(t.app, order.create, { iid: IID, orderType: order.BUSINESS_TYPE.presaleBalance, num: 1, keys: String(presaleId), token: who.token, addressId: who.addressId, ...extra });
  const view = async (who: Who, presaleId = 1) => ok(await call(t.app, mall.presale, { iid: IID, token: who.token, presaleId }));
  const pay = async (who: Who, orderId: string) => {
    ok(await call(t.app, order.wechatPay, { iid: IID, orderId, openId: 'o-presale', token: who.token }));
    const reply = await t.app.inject({ method: 'POST', url: '/api/dev/pay/sandbox/member', payload: { iid: IID, token: who.token, orderId } });
    expect(reply.json()).toMatchObject({ t: { message: 'paid' } });
  };
  const stockOf = async (id: number) => (await t.database.db.select({ stock: mallPresales.stock }).from(mallPresales).where(eq(mallPresales.id, id)))[0]?.stock;
  const setPresale = (id: number, set: Partial<typeof mallPresales.$inferInsert>) => t.database.db.update(mallPresales).set(set).where(eq(mallPresales.id, id));
  const cancel = (who: Who, orderId: string) => gatewayCall(t.app, order.updateStatus, { iid: IID, token: who.token, orderId, status: order.STATUS_ACTION.cancel });

  beforeAll(async () => {
    t = await startTestApp(backend, { env: { PAY_SANDBOX_KEY: PAY_KEY, PAY_SANDBOX_ENDPOINT: '1' } });
  }, 60_000);
  afterAll(() => t.close());

  it('takes the deposit, then the balance only after it is paid and only inside its window', async () => {
    const who = await newMember();
    expect(await view(who)).toMatchObject({ title: '【预售】秋季助农新米礼盒', priceFen: 9900, depositFen: 2000, balanceFen: 7900, stock: 50, state: S.deposit });
    expect((await balance(who)).error).toEqual({ code: 1224, msg: '请先支付定金' });
    expect((await deposit(who, 1, { payPrice: 1 })).error?.code).toBe(1127);
    // The balance window of pre-sale 2 is open: its deposit time is over.
    expect((await deposit(who, 2)).error).toEqual({ code: 1223, msg: '定金支付已结束' });
    expect((await deposit(who, 99)).error?.msg).toBe('预售商品不存在或已下架');

    const created = await deposit(who);
    expect(created.result?.payPrice).toBe(2000);
    const depositId = created.result?.orderId ?? '';
    expect(await stockOf(1)).toBe(49);
    expect(await view(who)).toMatchObject({ state: S.depositWaiting, orderId: depositId });
    expect((await deposit(who, 1, { remark: 'again' })).error?.code).toBe(1222);
    expect((await balance(who)).error?.msg).toBe('请先支付定金');
    await pay(who, depositId);
    expect(await view(who)).toMatchObject({ state: S.depositPaid, orderId: '' });
    expect((await balance(who)).error).toEqual({ code: 1225, msg: '尾款支付尚未开始' });

    // The window opens.
    await setPresale(1, { balanceStart: new Date(Date.now() - DAY) });
    expect((await view(who)).state).toBe(S.balance);
    expect((await balance(who, 1, { addressId: undefined })).error?.code).toBeDefined();
    const first = await balance(who);
    expect(first.result?.payPrice).toBe(7900);
    expect(await view(who)).toMatchObject({ state: S.balanceWaiting, orderId: first.result?.orderId });
    expect((await balance(who, 1, { remark: 'twice' })).error?.code).toBe(1222);
    // A balance order cancelled unpaid keeps the deposit: the balance can be paid again.
    expect((await cancel(who, first.result?.orderId ?? '')).error).toBeUndefined();
    expect((await view(who)).state).toBe(S.balance);
    expect(await stockOf(1)).toBe(49);
    const second = await balance(who, 1, { remark: 'second' });
    await pay(who, second.result?.orderId ?? '');
    expect((await view(who)).state).toBe(S.done);
    const detail = ok(await call(t.app, order.detail, { iid: IID, token: who.token, orderId: second.result?.orderId ?? '' }));
    expect(detail).toMatchObject({ status: order.ORDER_STATUS.paid, total: 7900, title: '【预售】秋季助农新米礼盒（尾款）' });
    await setPresale(1, { balanceStart: new Date(Date.now() + 3 * DAY) });
  });

  it('a goods with a running pre-sale leads to it from its detail; none once its balance window closed', async () => {
    const detail = async (goodsId: number) => ok(await call(t.app, mall.detail, { iid: IID, goodsId })).presale;
    expect(await detail(17)).toMatchObject({ id: 1, depositFen: 2000, balanceFen: 7900 });
    expect(await detail(15)).toMatchObject({ id: 2, depositFen: 3000, balanceFen: 9800 });
    expect(await detail(1)).toBeNull();
    const [two] = await t.database.db.select().from(mallPresales).where(eq(mallPresales.id, 2));
    await setPresale(2, { balanceEnd: new Date(Date.now() - 1000) });
    expect(await detail(15)).toBeNull();
    await setPresale(2, { balanceEnd: two?.balanceEnd });
    expect((await detail(15))?.id).toBe(2);
  });

  it('two members racing for the last unit: one deposit, the other sold out; a cancelled deposit gives it back', async () => {
    await setPresale(1, { stock: 1 });
    const [a, b] = [await newMember(), await newMember()];
    const outcomes = await Promise.all([deposit(a), deposit(b)]);
    expect(outcomes.filter((o) => o.result)).toHaveLength(1);
    expect(outcomes.find((o) => o.error)?.error).toEqual({ code: 1221, msg: '预售名额已抢完' });
    expect(await stockOf(1)).toBe(0);
    const [winner, loser] = outcomes[0]?.result ? [a, b] : [b, a];
    expect((await view(loser)).state).toBe(S.soldOut);
    expect((await cancel(winner, (outcomes[0]?.result ?? outcomes[1]?.result)?.orderId ?? '')).error).toBeUndefined();
    expect(await stockOf(1)).toBe(1);
    expect((await view(loser)).state).toBe(S.deposit);
    await setPresale(1, { stock: 50 });
  });

  it('forfeits the deposit when the balance window closed unpaid', async () => {
    const who = await newMember();
    const { result } = await deposit(who);
    await pay(who, result?.orderId ?? '');
    await setPresale(1, { balanceStart: new Date(Date.now() - 8 * DAY), balanceEnd: new Date(Date.now() - DAY) });
    expect((await view(who)).state).toBe(S.forfeited);
    expect((await balance(who)).error).toEqual({ code: 1226, msg: '尾款支付已结束，定金不予退还' });
    expect((await view(await newMember())).state).toBe(S.ended);
    await setPresale(1, { balanceStart: new Date(Date.now() + 3 * DAY), balanceEnd: new Date(Date.now() + 10 * DAY) });
  });
});
