import { address, coupon, member, order } from '@tongxin/api-client';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/client';
import { refuse } from '../../http/reply-error';
import { defineModule } from '../../platform/module';
import type { Seller } from '../../platform/seller';
import { NOTIFY_PATH, SandboxPayProvider } from '../../providers/pay';
import { BACKENDS, call, ok, startTestApp, type TestApp } from '../../testing/harness';
import { gatewayCall, signUp } from '../../testing/member';
import { memberIdByMobile } from '../member/api';
import { balanceOf, returnPoints } from '../point/api';
import { modules } from '..';
import type { Services } from '../../services';
import { closeOrder, refundOrder } from './api';
import { startQueuedRefunds } from './after-sale';
import { sweepExpired, type KernelServices } from './kernel';

/*
 * The order kernel with a seller of the test's own: goods in a table the test makes, stock taken
 * with a conditional UPDATE as a real seller does. Coupons and points are the real modules'.
 */

const IID = 1000;
const TEST_TYPE = 97;
const PAY_KEY = 'sandbox-key-of-the-kernel-suite-0123456789';
const errors = order.create.errors;

interface StockRow {
  id: number;
  title: string;
  price: number;
  stock: number;
  lim: number;
}

/** The rows of a raw query (PGlite and node-postgres both answer `{ rows }`). */
const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

/** A gateway reply's result, or a failure naming the error. */
function got<T>(reply: { result?: T; error?: unknown }): T {
  if (reply.result === undefined) throw new Error(`expected success, got ${JSON.stringify(reply.error)}`);
  return reply.result;
}

async function stockOf(db: Db, id: number): Promise<number> {
  return Number(rowsOf<{ stock: number }>(await db.execute(sql`select stock from kernel_test_goods where id = ${id}`))[0]?.stock);
}

const paidCalls: string[] = [];
/** The app's services, as a module sees them (its routes hook): what a module's refund or close is called with. */
let moduleServices: Services | undefined;
const heard: string[] = [];

const testSeller: Seller = {
  businessType: TEST_TYPE,
  async quote(tx, line) {
    const item = rowsOf<StockRow>(await tx.execute(sql`select * from kernel_test_goods where id = ${Number(line.keys) || 0}`))[0];
    if (!item) throw refuse(errors.notForSale);
    if (item.stock < line.num) throw refuse(errors.soldOut, item.stock > 0 ? `库存不足，仅剩 ${item.stock} 件` : '已售罄');
    return {
      title: item.title,
      image: '',
      unitFen: item.price,
      num: line.num,
      insurUnitFen: 300,
      needsAddress: line.property === 'ship',
      limit: item.lim > 0 ? { max: item.lim, bought: 0 } : undefined,
      snapshot: { goodsId: item.id },
    };
  },
  async reserve(tx, line) {
    const taken = await tx.execute(sql`update kernel_test_goods set stock = stock - ${line.num} where id = ${Number(line.keys)} and stock >= ${line.num} returning id`);
    if (rowsOf(taken).length === 0) throw refuse(errors.soldOut, '库存不足，已被抢光');
  },
  async release(tx, sold) {
    await tx.execute(sql`update kernel_test_goods set stock = stock + ${sold.num} where id = ${Number(sold.snapshot.goodsId)}`);
  },
  async paid(_tx, sold) {
    paidCalls.push(sold.orderId);
  },
};

const testModule = defineModule({
  name: 'kernel-test',
  sells: [testSeller],
  routes: ({ services }) => {
    moduleServices = services;
  },
  orderEvents: {
    async paid(_tx, sold) {
      heard.push(`paid ${sold.orderId} ${sold.attribution.saleUserId ?? '-'}`);
    },
    async cancelled(_tx, sold) {
      heard.push(`cancelled ${sold.orderId}`);
    },
  },
});

describe.each(BACKENDS)('the order kernel on %s', (backend) => {
  let t: TestApp;
  let seq = 0;
  let offset = 0;
  /** The sweeper as the app runs it, on the app's database and clock. */
  const sweep = () => {
    const s: KernelServices = { db: t.database.db, now: () => Date.now() + offset, modules: [...modules, testModule] };
    return sweepExpired(s);
  };

  async function newMember() {
    seq += 1;
    const mobile = `1360000${String(seq).padStart(4, '0')}`;
    const { token } = await signUp(t.app, IID, mobile);
    const memberId = (await memberIdByMobile(t.database.db, IID, mobile)) ?? 0;
    return { token, mobile, memberId };
  }
  async function givePoints(memberId: number, n: number) {
    await returnPoints(t.database.db, { iid: IID, memberId }, n, 'test');
  }
  async function claim(token: string, couponId: number): Promise<number> {
    ok(await call(t.app, coupon.claimOne, { iid: IID, token, couponId }));
    const held = ok(await call(t.app, coupon.list, { iid: IID, token, status: 1 }));
    const row = held.list.find((c) => c.couponId === couponId);
    if (!row) throw new Error(`coupon ${couponId} not held`);
    return row.id;
  }
  const calculate = (params: Record<string, unknown>) => gatewayCall(t.app, order.calculate, { iid: IID, orderType: TEST_TYPE, num: 1, ...params });
  const create = (params: Record<string, unknown>) => gatewayCall(t.app, order.create, { iid: IID, orderType: TEST_TYPE, num: 1, ...params });
  const detail = (token: string, orderId: string) => call(t.app, order.detail, { iid: IID, token, orderId });
  const detailOf = async (token: string, orderId: string) => ok(await detail(token, orderId));

  beforeAll(async () => {
    t = await startTestApp(backend, { env: { PAY_SANDBOX_KEY: PAY_KEY, PAY_SANDBOX_ENDPOINT: '1', ORDER_HOLD_SECONDS: '600', ORDER_SWEEP_SECONDS: '3600' }, modules: [testModule] });
    await t.database.db.execute(sql`create table kernel_test_goods (id integer primary key, title text not null, price integer not null, stock integer not null, lim integer not null default 0)`);
    await t.database.db.execute(
      sql`insert into kernel_test_goods values (1, '帆布包', 12000, 50, 0), (2, '最后一件', 5000, 1, 0), (3, '限购茶叶', 3000, 10, 2), (4, '过期测试', 20000, 10, 0), (5, '取消测试', 8000, 3, 0), (6, '退款测试', 6000, 5, 0), (7, '模块退款', 7000, 5, 0), (8, '好友代付', 4500, 5, 0)`,
    );
  }, 120_000);
  afterAll(() => t.close());

  it('prices on the server: goods, insurance, coupons with reasons, points, and creates at exactly that price', async () => {
    const buyer = await newMember();
    await givePoints(buyer.memberId, 1000);
    const tenOff = await claim(buyer.token, 1001); // 满100减10
    const homestay = await claim(buyer.token, 1004); // 满300减50: not reached
    const price = got(await calculate({ token: buyer.token, keys: '1', num: 2, isNeedInsur: 1, couponId: tenOff, useCoin: 1, coin: 500 }));
    expect(price).toMatchObject({ title: '帆布包', unitFen: 12000, num: 2, goodsFen: 24000, insurFen: 600, couponFen: 1000, pointsUsed: 500, pointsFen: 500, payFen: 23100 });
    expect(price.coupons.find((c) => c.id === homestay)).toMatchObject({ usable: false, reason: '未满300元' });
    expect(price.coupons.find((c) => c.id === tenOff)).toMatchObject({ usable: true, reason: '', saveFen: 1000 });
    expect(price.pointsBalance).toBe(1000);

    // A forged price is refused and nothing is taken.
    const forged = await create({ token: buyer.token, keys: '1', num: 2, isNeedInsur: 1, couponId: tenOff, useCoin: 1, coin: 500, payPrice: 1 });
    expect(forged.error).toEqual({ code: errors.priceChanged.code, msg: errors.priceChanged.msg });
    expect(await stockOf(t.database.db, 1)).toBe(50);
    expect(await balanceOf(t.database.db, buyer.memberId)).toBe(1000);

    const created = got(await create({ token: buyer.token, keys: '1', num: 2, isNeedInsur: 1, couponId: tenOff, useCoin: 1, coin: 500, payPrice: 23100, saleUserId: 77, multiDisKey: 'mk1' }));
    expect(created.payPrice).toBe(23100);
    expect(await stockOf(t.database.db, 1)).toBe(48);
    expect(await balanceOf(t.database.db, buyer.memberId)).toBe(500);
    const again = got(await calculate({ token: buyer.token, keys: '1' }));
    expect(again.coupons.find((c) => c.id === tenOff)).toBeUndefined();
    // The same tap again is the same order, nothing taken twice.
    expect(got(await create({ token: buyer.token, keys: '1', num: 2, isNeedInsur: 1, couponId: tenOff, useCoin: 1, coin: 500, saleUserId: 77, multiDisKey: 'mk1' })).orderId).toBe(created.orderId);
    expect(await stockOf(t.database.db, 1)).toBe(48);

    expect(ok(await detail(buyer.token, created.orderId))).toMatchObject({ status: 1, total: 23100 });
    // Paid only by the verified notify: the seller and every listener are told, with the attribution.
    ok(await call(t.app, order.wechatPay, { iid: IID, orderId: created.orderId, openId: 'o-kernel', token: buyer.token }));
    const paid = await t.app.inject({ method: 'POST', url: '/api/dev/pay/sandbox/member', payload: { iid: IID, token: buyer.token, orderId: created.orderId } });
    expect(paid.json()).toMatchObject({ t: { message: 'paid' } });
    expect(ok(await detail(buyer.token, created.orderId)).status).toBe(order.ORDER_STATUS.paid);
    expect(paidCalls).toContain(created.orderId);
    expect(heard).toContain(`paid ${created.orderId} 77`);
  });

  it('refuses bad input with a clear message and changes nothing', async () => {
    const buyer = await newMember();
    const other = await newMember();
    await givePoints(buyer.memberId, 100);
    const foreign = await claim(other.token, 1003);
    expect((await create({ token: buyer.token, keys: '1', couponId: foreign })).error).toEqual({ code: errors.couponNotFound.code, msg: '优惠券不存在' });
    expect((await create({ token: buyer.token, keys: '1', couponIds: 'not json' })).error?.code).toBe(errors.couponNotFound.code);
    expect((await create({ token: buyer.token, keys: '1', useCoin: 1, coin: 101 })).error).toEqual({ code: errors.pointsShort.code, msg: '积分不足：当前可用 100 积分' });
    expect((await create({ token: buyer.token, keys: '999' })).error).toEqual({ code: errors.notForSale.code, msg: '商品已下架或不存在' });
    expect((await create({ token: buyer.token, keys: '1', num: 49 })).error).toEqual({ code: errors.soldOut.code, msg: '库存不足，仅剩 48 件' });
    expect((await create({ token: buyer.token, keys: '3', num: 3 })).error).toEqual({ code: errors.overLimit.code, msg: '每人限购 2 件，您还可购买 2 件' });
    expect((await create({ token: buyer.token, keys: '1', discountCode: 'NOPE' })).error?.code).toBe(errors.promoInvalid.code);
    expect((await create({ token: buyer.token, keys: '1', property: 'ship' })).error).toEqual({ code: errors.addressRequired.code, msg: '请选择收货地址' });
    expect((await create({ keys: '1' })).error?.code).toBe(1000001);
    expect((await create({ token: buyer.token, orderType: 96, keys: '1' })).error?.code).toBe(400);
    // An expired coupon, held: shown with its reason, refused when named.
    const login = ok(await call(t.app, member.login, { iid: IID, mobile: '13800138000', password: 'tongxin2024' }));
    const held = got(await calculate({ token: login.token, keys: '1' }));
    const expired = held.coupons.find((c) => c.reason === '已过期');
    expect(expired).toBeDefined();
    expect((await create({ token: login.token, keys: '1', couponId: expired?.id })).error).toEqual({ code: errors.couponUnusable.code, msg: '优惠券不可用：已过期' });
    expect(await stockOf(t.database.db, 1)).toBe(48);
    expect(await balanceOf(t.database.db, buyer.memberId)).toBe(100);
    expect(ok(await call(t.app, order.list, { iid: IID, token: buyer.token })).total).toBe(0);
  });

  it('two buyers race for the last unit: one order, one clear refusal, nothing oversold', async () => {
    const [a, b] = [await newMember(), await newMember()];
    const replies = await Promise.all([create({ token: a.token, keys: '2' }), create({ token: b.token, keys: '2' })]);
    const won = replies.filter((r) => r.result);
    const lost = replies.filter((r) => r.error);
    expect(won).toHaveLength(1);
    expect(lost).toHaveLength(1);
    expect(lost[0]?.error?.code).toBe(errors.soldOut.code);
    expect(await stockOf(t.database.db, 2)).toBe(0);
  });

  it('one coupon used twice at once: one order takes it, the other is refused', async () => {
    const buyer = await newMember();
    const five = await claim(buyer.token, 1003);
    const replies = await Promise.all([create({ token: buyer.token, keys: '1', couponId: five }), create({ token: buyer.token, keys: '1', num: 2, couponId: five })]);
    expect(replies.filter((r) => r.result)).toHaveLength(1);
    const refused = replies.find((r) => r.error)?.error;
    expect([errors.couponTaken.code, errors.couponUnusable.code]).toContain(refused?.code);
    expect(ok(await call(t.app, order.list, { iid: IID, token: buyer.token })).total).toBe(1);
  });

  it('the same points spent twice at once: one order takes them, the other is refused', async () => {
    const buyer = await newMember();
    await givePoints(buyer.memberId, 3000);
    const replies = await Promise.all([
      create({ token: buyer.token, keys: '1', useCoin: 1, coin: 3000 }),
      create({ token: buyer.token, keys: '1', num: 2, useCoin: 1, coin: 3000 }),
    ]);
    expect(replies.filter((r) => r.result)).toHaveLength(1);
    expect(replies.find((r) => r.error)?.error?.code).toBe(errors.pointsShort.code);
    expect(await balanceOf(t.database.db, buyer.memberId)).toBe(0);
  });

  it('an unpaid order past its time is cancelled by the sweeper and gives back stock, coupon and points', async () => {
    const buyer = await newMember();
    await givePoints(buyer.memberId, 200);
    const five = await claim(buyer.token, 1003);
    const { orderId, expiresAt, payPrice } = got(await create({ token: buyer.token, keys: '4', num: 2, couponId: five, useCoin: 1, coin: 200 }));
    expect(Date.parse(expiresAt ?? '') - Date.now()).toBeGreaterThan(590_000);
    ok(await call(t.app, order.wechatPay, { iid: IID, orderId, openId: 'o-late', token: buyer.token })); // paid at the last moment, below
    expect(await stockOf(t.database.db, 4)).toBe(8);
    expect(await sweep()).toBe(0);
    t.advance(601_000);
    offset += 601_000;
    expect(await sweep()).toBeGreaterThanOrEqual(1);
    expect(ok(await detail(buyer.token, orderId)).status).toBe(order.ORDER_STATUS.expired);
    expect(await stockOf(t.database.db, 4)).toBe(10);
    expect(await balanceOf(t.database.db, buyer.memberId)).toBe(200);
    expect(got(await calculate({ token: buyer.token, keys: '4', couponId: five })).couponFen).toBe(500);
    expect(heard).toContain(`cancelled ${orderId}`);
    // Paying it now is refused; a late notify (paid just before it expired) is recorded and refunded, the order stays expired.
    expect((await call(t.app, order.wechatPay, { iid: IID, orderId, openId: 'o-late', token: buyer.token })).error?.code).toBe(order.wechatPay.errors.notWaiting.code);
    const tradeNo = String(rowsOf<{ trade_no: string }>(await t.database.db.execute(sql`select trade_no from member_orders where order_id = ${orderId}`))[0]?.trade_no);
    const late = new SandboxPayProvider(PAY_KEY, 'wx-sandbox-app').signNotify(tradeNo, payPrice);
    for (let i = 0; i < 2; i++) expect((await t.app.inject({ method: 'POST', url: NOTIFY_PATH, payload: late })).json()).toEqual({ code: 'SUCCESS', message: 'refunded' });
    expect(ok(await detail(buyer.token, orderId)).status).toBe(order.ORDER_STATUS.expired);
  });

  it('a tampered notify is refused and pays nothing', async () => {
    const buyer = await newMember();
    const { orderId } = got(await create({ token: buyer.token, keys: '1' }));
    ok(await call(t.app, order.wechatPay, { iid: IID, orderId, openId: 'o-tamper', token: buyer.token }));
    const tradeNo = String(rowsOf<{ trade_no: string }>(await t.database.db.execute(sql`select trade_no from member_orders where order_id = ${orderId}`))[0]?.trade_no);
    const gatewaySide = new SandboxPayProvider(PAY_KEY, 'wx-sandbox-app');
    const notify = { ...gatewaySide.signNotify(tradeNo, 12000), amountFen: 1 };
    const reply = await t.app.inject({ method: 'POST', url: NOTIFY_PATH, payload: notify });
    expect(reply.statusCode).toBe(401);
    expect(ok(await detail(buyer.token, orderId)).status).toBe(1);
  });

  it('keeps the delivery address of goods that are shipped', async () => {
    const buyer = await newMember();
    ok(await call(t.app, address.add, { iid: IID, token: buyer.token, name: '王小明', mobile: '13912345678', province: '广东省', city: '深圳市', district: '南山区', areaCode: '440305', address: '科技园 1 号', postCode: '', isDefault: true }));
    const [mine] = ok(await call(t.app, address.list, { iid: IID, token: buyer.token }));
    const created = got(await create({ token: buyer.token, keys: '1', property: 'ship', addressId: mine?.id }));
    expect(ok(await detail(buyer.token, created.orderId))).toMatchObject({ contactName: '王小明', contactPhone: '13912345678', deliveryAddress: expect.stringContaining('科技园 1 号') as unknown });
  });

  it('the buyer cancels an unpaid order (stock back) and cannot cancel it twice; receipt needs a shipped order', async () => {
    const buyer = await newMember();
    const { orderId } = got(await create({ token: buyer.token, keys: '5', num: 2 }));
    expect(await stockOf(t.database.db, 5)).toBe(1);
    const cancel = { iid: IID, token: buyer.token, orderId, status: order.STATUS_ACTION.cancel };
    expect(got(await gatewayCall(t.app, order.updateStatus, cancel)).status).toBe(order.ORDER_STATUS.cancelled);
    expect(await stockOf(t.database.db, 5)).toBe(3);
    expect((await gatewayCall(t.app, order.updateStatus, cancel)).error?.code).toBe(order.updateStatus.errors.notWaiting.code);
    expect(await stockOf(t.database.db, 5)).toBe(3);
    const receipt = await gatewayCall(t.app, order.updateStatus, { ...cancel, status: order.STATUS_ACTION.confirmReceipt });
    expect(receipt.error).toEqual({ code: 409, msg: '订单尚未发货，不能确认收货' });
  });

  it('the cashier: payDetail counts down on the server clock, checkPartner picks the route, both routes prepay', async () => {
    const buyer = await newMember();
    const { orderId } = got(await create({ token: buyer.token, keys: '1' }));
    const cashier = got(await gatewayCall(t.app, order.payDetail, { iid: IID, token: buyer.token, orderId }));
    expect(cashier).toMatchObject({ orderId, status: 1, payFen: 12000, paidAt: null });
    const left = Date.parse(cashier.expiresAt ?? '') - Date.parse(cashier.serverTime);
    expect(left).toBeGreaterThan(500_000);
    expect(left).toBeLessThanOrEqual(600_000);
    expect(got(await gatewayCall(t.app, order.checkPartner, { iid: IID }))).toBe(false);
    expect(got(await gatewayCall(t.app, order.checkPartner, { iid: 3073 }))).toBe(true);
    const params = ok(await call(t.app, order.unionPay, { iid: IID, orderId, openId: 'o-union', token: buyer.token }));
    expect(params.package).toMatch(/^prepay_id=/);
    const paid = await t.app.inject({ method: 'POST', url: '/api/dev/pay/sandbox/member', payload: { iid: IID, token: buyer.token, orderId } });
    expect(paid.json()).toMatchObject({ t: { message: 'paid' } });
    const detail = got(await gatewayCall(t.app, order.detailByTradeNo, { iid: IID, token: buyer.token, tradeNo: (await detailOf(buyer.token, orderId)).tradeNo }));
    expect(detail).toMatchObject({ orderId, status: order.ORDER_STATUS.paid });
    const other = await newMember();
    expect((await gatewayCall(t.app, order.payDetail, { iid: IID, token: other.token, orderId })).error?.code).toBe(404);
  });

  it('after sale: a refund up to what was paid, through the provider and its notify; comments and the verification code', async () => {
    const buyer = await newMember();
    const { orderId } = got(await create({ token: buyer.token, keys: '6', num: 1 }));
    expect(await stockOf(t.database.db, 6)).toBe(4);
    expect((await call(t.app, order.refund, { iid: IID, token: buyer.token, orderId, reason: '不想要了', amountFen: 6000 })).error?.code).toBe(order.refund.errors.notPaid.code);
    ok(await call(t.app, order.wechatPay, { iid: IID, orderId, openId: 'o-refund', token: buyer.token }));
    await t.app.inject({ method: 'POST', url: '/api/dev/pay/sandbox/member', payload: { iid: IID, token: buyer.token, orderId } });

    const code = got(await gatewayCall(t.app, order.used, { iid: IID, token: buyer.token, orderId }));
    expect(code.useCode).toMatch(/^\d{12}$/);
    const comment = { iid: IID, token: buyer.token, orderId, score1: 5, score2: 4, score3: 5, content: '很好用', images: JSON.stringify(['/api/storage/h5/a.jpg']) };
    expect(got(await gatewayCall(t.app, order.comment, comment)).id).toBeGreaterThan(0);
    expect((await gatewayCall(t.app, order.comment, comment)).error?.code).toBe(order.comment.errors.already.code);
    expect((await gatewayCall(t.app, order.comment, { ...comment, score1: 6 })).error?.code).toBe(400);

    expect((await call(t.app, order.refund, { iid: IID, token: buyer.token, orderId, reason: '不想要了', amountFen: 6001 })).error).toEqual({ code: 400, msg: '退款金额不能超过实付金额 60.00 元' });
    const applied = ok(await call(t.app, order.refund, { iid: IID, token: buyer.token, orderId, reason: '不想要了', amountFen: 6000 }));
    expect(applied).toMatchObject({ refundState: order.REFUND_STATE.refunding, refundFen: 6000, refundReason: '不想要了' });
    expect((await call(t.app, order.refund, { iid: IID, token: buyer.token, orderId, reason: '再来', amountFen: 1 })).error?.code).toBe(order.refund.errors.already.code);
    // A forged refund notify is refused; the gateway's signed one refunds, once.
    const forged = await t.app.inject({ method: 'POST', url: '/api/pay/refund-notify', payload: { tradeNo: applied.tradeNo, refundNo: `${applied.tradeNo}R1`, amountFen: 6000, timeStamp: '1', nonceStr: 'n', sign: 'ab'.repeat(32) } });
    expect(forged.statusCode).toBe(401);
    expect(await stockOf(t.database.db, 6)).toBe(4);
    const refunded = await t.app.inject({ method: 'POST', url: '/api/dev/pay/sandbox/refund', payload: { iid: IID, token: buyer.token, orderId } });
    expect(refunded.json()).toMatchObject({ code: 0, t: { code: 'SUCCESS', message: 'refunded' } });
    expect(await detailOf(buyer.token, orderId)).toMatchObject({ refundState: order.REFUND_STATE.refunded, refundedAt: expect.any(String) as unknown });
    expect(await stockOf(t.database.db, 6)).toBe(5);
    expect((await t.app.inject({ method: 'POST', url: '/api/dev/pay/sandbox/refund', payload: { iid: IID, token: buyer.token, orderId } })).statusCode).toBe(404);
  });

  it('a module closes an unpaid order and refunds a paid one on the buyer\'s own path, inside its transaction or not', async () => {
    const s = moduleServices;
    if (!s) throw new Error('the test module saw no services');
    const buyer = await newMember();
    const pay = async (orderId: string) => {
      ok(await call(t.app, order.wechatPay, { iid: IID, orderId, openId: 'o-module', token: buyer.token }));
      await t.app.inject({ method: 'POST', url: '/api/dev/pay/sandbox/member', payload: { iid: IID, token: buyer.token, orderId } });
    };
    const sandboxRefund = async (orderId: string) =>
      (await t.app.inject({ method: 'POST', url: '/api/dev/pay/sandbox/refund', payload: { iid: IID, token: buyer.token, orderId } })).json<{ t?: { message?: string } }>();

    // Close: the unpaid order is cancelled with the module's reason and its stock comes back, once.
    const waiting = got(await create({ token: buyer.token, keys: '7', num: 2 })).orderId;
    expect(await stockOf(t.database.db, 7)).toBe(3);
    expect(await closeOrder(s, waiting, '房源已取消')).toBe(true);
    expect(await closeOrder(s, waiting, '房源已取消')).toBe(false);
    expect(await detailOf(buyer.token, waiting)).toMatchObject({ status: order.ORDER_STATUS.cancelled });
    expect(await stockOf(t.database.db, 7)).toBe(5);
    expect(heard).toContain(`cancelled ${waiting}`);

    // Refund without a transaction: asked of the provider now, finished by its notify; one refund per order.
    const paid = got(await create({ token: buyer.token, keys: '7' })).orderId;
    await expect(refundOrder(s, paid, 7000, '活动取消')).rejects.toMatchObject({ code: order.refund.errors.notPaid.code });
    await pay(paid);
    expect(await closeOrder(s, paid, '晚了')).toBe(false);
    await expect(refundOrder(s, paid, 7001, '活动取消')).rejects.toMatchObject({ code: order.refund.errors.tooMuch.code });
    expect(await refundOrder(s, paid, 7000, '活动取消')).toBe('requested');
    await expect(refundOrder(s, paid, 1, '再退')).rejects.toMatchObject({ code: order.refund.errors.already.code });
    expect((await call(t.app, order.refund, { iid: IID, token: buyer.token, orderId: paid, reason: '我也退', amountFen: 1 })).error?.code).toBe(order.refund.errors.already.code);
    expect(await stockOf(t.database.db, 7)).toBe(4);
    expect((await sandboxRefund(paid)).t?.message).toBe('refunded');
    expect(await detailOf(buyer.token, paid)).toMatchObject({ refundState: order.REFUND_STATE.refunded, refundFen: 7000, refundReason: '活动取消' });
    expect(await stockOf(t.database.db, 7)).toBe(5);

    // Inside the module's transaction: rolled back with it, nothing claimed; committed, queued until the sweeper asks the provider.
    const later = got(await create({ token: buyer.token, keys: '7', num: 2 })).orderId;
    await pay(later);
    await expect(
      t.database.db.transaction(async (tx) => {
        expect(await refundOrder(s, later, 14000, '众筹失败', tx)).toBe('queued');
        throw new Error('the module changed its mind');
      }),
    ).rejects.toThrow('the module changed its mind');
    expect(await detailOf(buyer.token, later)).toMatchObject({ refundState: order.REFUND_STATE.none });
    expect(await t.database.db.transaction((tx) => refundOrder(s, later, 14000, '众筹失败', tx))).toBe('queued');
    expect(await detailOf(buyer.token, later)).toMatchObject({ refundState: order.REFUND_STATE.refunding });
    expect(await startQueuedRefunds(s)).toBe(0); // claimed just now: the committing transaction may still be asking
    t.advance(31_000);
    offset += 31_000;
    expect(await startQueuedRefunds(s)).toBeGreaterThanOrEqual(1);
    expect(await startQueuedRefunds(s)).toBe(0);
    expect((await sandboxRefund(later)).t?.message).toBe('refunded');
    expect(await stockOf(t.database.db, 7)).toBe(5);
  });

  it('friend pay: the buyer shares a waiting order, two friends race to pay it, one pays, the share shows who', async () => {
    const [buyer, first, second] = [await newMember(), await newMember(), await newMember()];
    const { orderId, payPrice } = got(await create({ token: buyer.token, keys: '8' }));
    const info = (params: Record<string, unknown>) => gatewayCall(t.app, order.buyShareInfo, { iid: IID, ...params });
    const support = (token: string, key: string) => gatewayCall(t.app, order.buyShareSupport, { iid: IID, token, key, openId: `o-${token.slice(0, 6)}` });

    const shared = got(await info({ token: buyer.token, orderId }));
    expect(shared).toMatchObject({ orderId, title: '好友代付', payFen: 4500, status: 1, mine: true, supporterName: null });
    expect(shared.key).toMatch(/^[0-9a-f]{16}$/);
    expect(got(await info({ token: buyer.token, orderId })).key).toBe(shared.key);
    // Anyone with the link sees it; nobody reaches another's order by its id; bad keys are refused.
    expect(got(await info({ key: shared.key }))).toMatchObject({ orderId, mine: false, sharerName: expect.any(String) as unknown });
    expect((await info({ token: first.token, orderId })).error?.code).toBe(order.buyShareInfo.errors.orderNotFound.code);
    expect((await info({ key: '0123456789abcdef' })).error).toEqual({ code: 404, msg: '代付链接不存在或已失效' });
    expect((await info({ key: 'not-a-key' })).error?.code).toBe(400);
    expect((await info({})).error).toEqual({ code: 400, msg: '缺少订单号或代付链接' });
    expect((await support(buyer.token, shared.key)).error).toEqual({ code: 409, msg: '这是您自己的订单，请在订单页直接支付' });

    const replies = await Promise.all([support(first.token, shared.key), support(second.token, shared.key)]);
    const won = replies.findIndex((r) => r.result);
    expect(replies.filter((r) => r.result)).toHaveLength(1);
    expect(replies.find((r) => r.error)?.error).toEqual({ code: 409, msg: '已有好友正在为这笔订单付款，请稍后再试' });
    const payer = won === 0 ? first : second;
    const other = won === 0 ? second : first;
    expect(got(await info({ token: other.token, key: shared.key }))).toMatchObject({ supporterName: expect.any(String) as unknown, supportedByMe: false });
    // The same friend again gets the same payment (a retry after cancelling WeChat Pay's sheet).
    expect(got(await support(payer.token, shared.key)).package).toMatch(/^prepay_id=/);

    const tradeNo = String(rowsOf<{ trade_no: string }>(await t.database.db.execute(sql`select trade_no from member_orders where order_id = ${orderId}`))[0]?.trade_no);
    const notify = new SandboxPayProvider(PAY_KEY, 'wx-sandbox-app').signNotify(tradeNo, payPrice);
    expect((await t.app.inject({ method: 'POST', url: NOTIFY_PATH, payload: notify })).json()).toEqual({ code: 'SUCCESS', message: 'paid' });
    expect(ok(await detail(buyer.token, orderId)).status).toBe(order.ORDER_STATUS.paid);
    expect(got(await info({ token: payer.token, key: shared.key }))).toMatchObject({ status: order.ORDER_STATUS.paid, supportedByMe: true, paidAt: expect.any(String) as unknown });
    expect((await support(other.token, shared.key)).error).toEqual({ code: 1020, msg: '订单已支付' });
    expect(await stockOf(t.database.db, 8)).toBe(4);

    // A friend who took an order on and left it: after the claim's minutes another friend may pay.
    const next = got(await create({ token: buyer.token, keys: '8', num: 2 })).orderId;
    const key = got(await info({ token: buyer.token, orderId: next })).key;
    got(await support(first.token, key));
    expect((await support(second.token, key)).error?.code).toBe(order.buyShareSupport.errors.taken.code);
    t.advance(order.SUPPORT_CLAIM_MINUTES * 60_000 + 1000);
    offset += order.SUPPORT_CLAIM_MINUTES * 60_000 + 1000;
    expect(got(await support(second.token, key)).package).toMatch(/^prepay_id=/);
  });
});
