import { address, coupon, mall, member, order } from '@tongxin/api-client';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKENDS, call, ok, startTestApp, type TestApp } from '../../testing/harness';
import { gatewayCall, signUp } from '../../testing/member';
import { requireMember } from '../member/api';
import { modules } from '../index';
import { orderOf, releaseExpiredHolds } from '../order/api';
import { balanceOf, returnPoints } from '../point/api';
import { quoteGoods } from './api';
import { goodsSeller } from './seller';
import { mallReservations, mallSkus } from './schema';

const IID = 1000;

describe.each(BACKENDS)('mall on %s', (backend) => {
  let t: TestApp;
  let seq = 0;

  /** A new member with a delivery address of their own. */
  async function newMember() {
    seq += 1;
    const mobile = `1360012${String(seq).padStart(4, '0')}`;
    const { token } = await signUp(t.app, IID, mobile);
    const me = await requireMember(t.database.db, IID, token, new Date());
    const { id: addressId } = ok(
      await call(t.app, address.add, { iid: IID, token, name: '李同心', mobile, province: '广东省', city: '深圳市', district: '南山区', areaCode: '440305', address: '科技园 1 号', postCode: '518057', isDefault: true }),
    );
    return { token, me, addressId };
  }
  type Buyer = Awaited<ReturnType<typeof newMember>>;
  /** A gateway reply's result, or a failure naming the error. */
  const got = <T,>(reply: { result?: T; error?: unknown }): T => {
    if (reply.result === undefined) throw new Error(`expected success, got ${JSON.stringify(reply.error)}`);
    return reply.result;
  };
  /** order.create of goods through the gateway, as the confirm page sends it. */
  const buy = (who: Buyer, params: Record<string, unknown>) =>
    gatewayCall(t.app, order.create, { iid: IID, orderType: order.BUSINESS_TYPE.goods, num: 1, token: who.token, addressId: who.addressId, ...params });
  const stockOf = async (skuId: number) => (await t.database.db.select({ stock: mallSkus.stock }).from(mallSkus).where(eq(mallSkus.id, skuId)))[0]?.stock;
  const setStock = (skuId: number, stock: number) => t.database.db.update(mallSkus).set({ stock }).where(eq(mallSkus.id, skuId));
  const admin = (url: string, payload?: object) => t.app.inject({ method: payload ? 'POST' : 'GET', url, payload, headers: { authorization: `Bearer ${t.operatorToken}` } });
  const ordersOf = async (who: Buyer) => ok(await call(t.app, order.list, { iid: IID, token: who.token })).total;

  beforeAll(async () => {
    // The app's own sweeper waits an hour between rounds, so a test decides when it comes.
    t = await startTestApp(backend, { env: { ORDER_SWEEP_SECONDS: '3600' } });
  }, 60_000);
  afterAll(() => t.close());

  it('lists the goods on sale page by page, sold-out ones last, by category, store and sort', async () => {
    const first = await gatewayCall(t.app, mall.itemList, { iid: IID, pageNo: 1, pageSize: 10 });
    expect(first.result?.total).toBe(34); // the mall's own: not the planned store's 4, not the one off sale
    const all = [];
    for (let pageNo = 1; pageNo <= 4; pageNo++) all.push(...((await gatewayCall(t.app, mall.itemList, { iid: IID, pageNo, pageSize: 10 })).result?.list ?? []));
    expect(all).toHaveLength(34);
    expect(new Set(all.map((g) => g.id)).size).toBe(34);
    expect(all.some((g) => g.title.includes('已下架'))).toBe(false);
    const firstSoldOut = all.findIndex((g) => g.state === mall.GOODS_STATE.soldOut);
    expect(firstSoldOut).toBeGreaterThan(0);
    expect(all.slice(firstSoldOut).every((g) => g.state === mall.GOODS_STATE.soldOut)).toBe(true);
    const bag = all.find((g) => g.id === 1);
    expect(bag).toMatchObject({ title: '同心公益帆布袋', price: 2990, linePrice: 4900, stock: 200, state: mall.GOODS_STATE.onSale });

    const outdoor = ok(await call(t.app, mall.categories, { iid: IID }));
    expect(outdoor.map((c) => c.name)).toEqual(['文创周边', '户外装备', '助农食品', '图书文具', '生活日用']);
    const byPrice = (await gatewayCall(t.app, mall.itemList, { iid: IID, catId: 2, sortBy: 'priceAsc', pageSize: 50 })).result?.list ?? [];
    expect(byPrice.length).toBe(outdoor[1]?.count);
    const inStock = byPrice.filter((g) => g.stock > 0).map((g) => g.price);
    expect(inStock).toEqual([...inStock].sort((a, b) => a - b));

    const store = (await gatewayCall(t.app, mall.itemList, { iid: IID, storeId: 1, pageSize: 50 })).result;
    expect(store?.list.map((g) => g.id).sort()).toEqual([36, 37, 38, 39]);
    expect(ok(await call(t.app, mall.store, { iid: IID, storeId: 1 })).name).toBe('同心社区便民店');
    expect((await call(t.app, mall.store, { iid: 3073, storeId: 1 })).error?.msg).toBe('门店不存在');
    // Another tenant's goods are not listed.
    expect((await gatewayCall(t.app, mall.itemList, { iid: 3073, pageSize: 50 })).result?.list.map((g) => g.id).sort()).toEqual([101, 102, 103]);
  });

  it('searches titles and subtitles, taking % and _ literally', async () => {
    const found = (await gatewayCall(t.app, mall.itemSearch, { iid: IID, queryKey: '帆布' })).result?.list.map((g) => g.title);
    expect(found).toEqual(expect.arrayContaining(['同心公益帆布袋', '志愿者纪念帆布包']));
    expect((await gatewayCall(t.app, mall.itemSearch, { iid: IID, queryKey: '%' })).result?.total).toBe(0);
    expect((await gatewayCall(t.app, mall.itemSearch, { iid: IID, queryKey: '没有这种商品' })).result).toEqual({ list: [], total: 0 });
    expect(ok(await call(t.app, mall.hotWords, { iid: IID }))).toContain('帆布袋');
  });

  it('shows a goods with its specs and SKUs, by goods or by SKU; off sale or foreign is not found', async () => {
    const shirt = ok(await call(t.app, mall.detail, { iid: IID, goodsId: 5 }));
    expect(shirt.specs).toEqual([
      { name: '颜色', values: ['白色', '黑色'] },
      { name: '尺码', values: ['S', 'M', 'L', 'XL'] },
    ]);
    expect(shirt.skus).toHaveLength(8);
    expect(shirt.skus.find((s) => s.values.join() === '白色,L')?.stock).toBe(0);
    expect(ok(await call(t.app, mall.detail, { iid: IID, skuId: 502 })).id).toBe(5);
    expect(ok(await call(t.app, mall.detail, { iid: IID, goodsId: 7 })).state).toBe(mall.GOODS_STATE.soldOut);
    expect((await call(t.app, mall.detail, { iid: IID, goodsId: 35 })).error?.msg).toBe('商品不存在或已下架');
    expect((await call(t.app, mall.detail, { iid: 3073, goodsId: 1 })).error?.code).toBe(404);
    expect((await call(t.app, mall.detail, { iid: IID, goodsId: 1, token: 'x'.repeat(20) })).error?.code).toBe(1000001);
  });

  it('keeps a cart: add within stock and limit, change, re-pick a spec, select, group invalid lines, remove', async () => {
    const { token } = await newMember();
    expect(ok(await call(t.app, mall.cartAdd, { iid: IID, token, skuId: 101, num: 2 }))).toBe(2);
    expect(ok(await call(t.app, mall.cartAdd, { iid: IID, token, skuId: 101, num: 1 }))).toBe(3);
    // Above the stock: refused with the most that can be had; a sold-out SKU; above the limit.
    expect((await call(t.app, mall.cartAdd, { iid: IID, token, skuId: 101, num: 118 })).error).toEqual({ code: 1201, msg: '库存不足，仅剩120件' });
    expect((await call(t.app, mall.cartAdd, { iid: IID, token, skuId: 103, num: 1 })).error).toEqual({ code: 1201, msg: '该规格已售罄' });
    expect((await call(t.app, mall.cartAdd, { iid: IID, token, skuId: 601, num: 3 })).error).toEqual({ code: 1202, msg: '该商品限购2件' });
    expect((await call(t.app, mall.cartAdd, { iid: IID, token, skuId: 99999, num: 1 })).error?.code).toBe(404);
    expect((await call(t.app, mall.cartAdd, { iid: IID, token, skuId: 3501, num: 1 })).error?.msg).toBe('商品不存在或已下架');
    ok(await call(t.app, mall.cartAdd, { iid: IID, token, skuId: 601, num: 2 }));

    let cart = ok(await call(t.app, mall.cart, { iid: IID, token }));
    expect(cart.lines.map((l) => [l.skuId, l.num, l.specText])).toEqual([
      [601, 2, '白'],
      [101, 3, '米白'],
    ]);
    expect(cart).toMatchObject({ selectedCount: 5, selectedTotal: 2 * 4900 + 3 * 2990, invalid: [] });
    const bagLine = cart.lines[1]?.id ?? 0;
    const mugLine = cart.lines[0]?.id ?? 0;

    expect((await call(t.app, mall.cartUpdate, { iid: IID, token, id: mugLine, num: 3 })).error?.code).toBe(1202);
    ok(await call(t.app, mall.cartUpdate, { iid: IID, token, id: bagLine, num: 4, selected: false }));
    cart = ok(await call(t.app, mall.cart, { iid: IID, token }));
    expect(cart).toMatchObject({ selectedCount: 2, selectedTotal: 9800 });
    // Re-pick: another SKU of the same goods; a SKU of another goods is refused.
    ok(await call(t.app, mall.cartUpdate, { iid: IID, token, id: bagLine, skuId: 102 }));
    expect((await call(t.app, mall.cartUpdate, { iid: IID, token, id: bagLine, skuId: 201 })).error?.msg).toBe('商品规格不存在');
    ok(await call(t.app, mall.cartAdd, { iid: IID, token, skuId: 101, num: 1 }));
    cart = ok(await call(t.app, mall.cart, { iid: IID, token }));
    const onBlue = cart.lines.find((l) => l.skuId === 101)?.id ?? 0;
    ok(await call(t.app, mall.cartUpdate, { iid: IID, token, id: onBlue, skuId: 102 }));
    cart = ok(await call(t.app, mall.cart, { iid: IID, token }));
    expect(cart.lines.filter((l) => l.goodsId === 1).map((l) => [l.skuId, l.num])).toEqual([[102, 5]]);

    // Another member's line is not this member's.
    const other = await newMember();
    expect((await call(t.app, mall.cartUpdate, { iid: IID, token: other.token, id: bagLine, num: 1 })).error?.msg).toBe('购物车中没有这件商品');

    ok(await call(t.app, mall.cartSelectAll, { iid: IID, token, selected: false }));
    expect(ok(await call(t.app, mall.cart, { iid: IID, token })).selectedCount).toBe(0);
    ok(await call(t.app, mall.cartSelectAll, { iid: IID, token, selected: true }));

    // A SKU sold out meanwhile is invalid (失效), out of the total.
    await setStock(601, 0);
    cart = ok(await call(t.app, mall.cart, { iid: IID, token }));
    expect(cart.invalid.map((l) => [l.skuId, l.invalid])).toEqual([[601, '该商品无库存']]);
    expect(cart.selectedTotal).toBe(5 * 2990);
    await setStock(601, 30);

    expect(ok(await call(t.app, mall.cartRemove, { iid: IID, token: other.token, ids: `${mugLine}` }))).toBe(0);
    expect(ok(await call(t.app, mall.cartRemove, { iid: IID, token, ids: `${mugLine}` }))).toBe(1);
    expect(ok(await call(t.app, mall.cartCount, { iid: IID, token }))).toBe(5);
    expect((await call(t.app, mall.cartRemove, { iid: IID, token, ids: 'a,b' })).status).toBe(400);
  });

  it('quotes at the server price, and two members racing for the last unit through the kernel: one wins, nothing oversold', async () => {
    const a = await newMember();
    const b = await newMember();
    const db = t.database.db;
    await setStock(1302, 1);
    const item = await quoteGoods(db, IID, a.me.id, { keys: '13', property: '白', num: 1 });
    expect(item).toMatchObject({ skuId: 1302, unitPrice: 8900, num: 1, specText: '白' });
    await expect(quoteGoods(db, IID, a.me.id, { keys: '1302', num: 2 })).rejects.toMatchObject({ code: 1201, message: '库存不足，仅剩1件' });
    await expect(quoteGoods(db, IID, a.me.id, { keys: '13', property: '紫', num: 1 })).rejects.toMatchObject({ code: 404 });
    await expect(quoteGoods(db, IID, a.me.id, { keys: 'abc', num: 1 })).rejects.toMatchObject({ code: 404, message: '商品规格不存在' });

    // The price is the server's: a forged payPrice is refused.
    const forged = await buy(a, { keys: '1302', payPrice: 1 });
    expect(forged.error).toEqual({ code: 1127, msg: '订单金额已变化，请确认后重新提交' });
    expect(await stockOf(1302)).toBe(1);

    const outcomes = await Promise.all([buy(a, { keys: '1302' }), buy(b, { keys: '1302' })]);
    const won = outcomes.filter((o) => o.result);
    expect(won).toHaveLength(1);
    expect(won[0]?.result?.payPrice).toBe(8900);
    expect(outcomes.find((o) => o.error)?.error?.msg).toBe('该规格已售罄');
    expect(await stockOf(1302)).toBe(0);

    // The winner's order is cancelled (the kernel hands it back to the seller): the unit comes back, once.
    const sold = await orderOf(db, IID, won[0]?.result?.orderId ?? '');
    if (!sold) throw new Error('no order');
    expect(sold.items.map((i) => [i.ref, i.num, i.spec])).toEqual([['1302', 1, '白']]);
    await db.transaction((tx) => goodsSeller.release(tx, sold));
    await db.transaction((tx) => goodsSeller.release(tx, sold));
    expect(await stockOf(1302)).toBe(1);
  });

  it('counts paid and unpaid orders against the purchase limit, and a released order no more', async () => {
    const who = await newMember();
    const db = t.database.db;
    const first = got(await buy(who, { keys: '1401' }));
    expect(first.payPrice).toBe(6900);
    expect((await buy(who, { keys: '1402', num: 1 })).error?.code).toBe(404);
    expect((await buy(who, { keys: '1401', remark: 'again' })).error).toEqual({ code: 1202, msg: '该商品限购1件，您已购买1件' });
    expect(ok(await call(t.app, mall.detail, { iid: IID, goodsId: 14, token: who.token })).bought).toBe(1);
    expect((await call(t.app, mall.cartAdd, { iid: IID, token: who.token, skuId: 1401, num: 1 })).error?.code).toBe(1202);
    // A second order whose quote came before the first was reserved is still refused under the lock.
    const line = { iid: IID, orderType: order.BUSINESS_TYPE.goods, num: 1, keys: '1401', property: '', property2: '', name: '', phone: '', info: '', groupId: undefined, code: '', isNeedInsur: false };
    const early = await goodsSeller.quote(db, line, { iid: IID, memberId: (await newMember()).me.id, mobile: '' });
    await expect(db.transaction((tx) => goodsSeller.reserve(tx, line, early, { iid: IID, memberId: who.me.id, mobile: '' }))).rejects.toMatchObject({ code: 1202 });

    const sold = await orderOf(db, IID, first.orderId);
    if (!sold) throw new Error('no order');
    await db.transaction(async (tx) => goodsSeller.paid?.(tx, sold));
    expect(ok(await call(t.app, mall.detail, { iid: IID, goodsId: 14 })).sales).toBe(67);
    await db.transaction((tx) => goodsSeller.release(tx, sold));
    expect(got(await buy(who, { keys: '1401', remark: 'after the refund' })).payPrice).toBe(6900);
  });

  it('checks a cart out: its lines priced now and taken out of the cart with the order; a stale line refused', async () => {
    const who = await newMember();
    const { token } = who;
    ok(await call(t.app, mall.cartAdd, { iid: IID, token, skuId: 1501, num: 2 }));
    ok(await call(t.app, mall.cartAdd, { iid: IID, token, skuId: 2201, num: 1 }));
    ok(await call(t.app, mall.cartAdd, { iid: IID, token, skuId: 3601, num: 1 }));
    const cart = ok(await call(t.app, mall.cart, { iid: IID, token }));
    const id = (skuId: number) => cart.lines.find((l) => l.skuId === skuId)?.id ?? 0;
    const keys = `cart:${id(1501)},${id(2201)}`;
    // A planned store's goods are not checked out with the mall's; another member's lines are not theirs.
    expect((await buy(who, { keys: `cart:${id(1501)},${id(3601)}` })).error?.msg).toBe('门店商品与商城商品请分开结算');
    expect((await buy(await newMember(), { keys })).error?.msg).toBe('购物车商品已失效，请返回购物车重新选择');

    const before = await stockOf(1501);
    const created = got(await buy(who, { keys }));
    expect(created.payPrice).toBe(2 * 6800 + 3200);
    const sold = await orderOf(t.database.db, IID, created.orderId);
    expect(sold?.title).toBe('志愿服务手册 等2件商品');
    expect(sold?.items.map((i) => [i.ref, i.num, i.spec])).toEqual([
      ['2201', 1, '平装'],
      ['1501', 2, '100g'],
    ]);
    expect(await stockOf(1501)).toBe((before ?? 0) - 2);
    expect(ok(await call(t.app, mall.cart, { iid: IID, token })).lines.map((l) => l.skuId)).toEqual([3601]);
    // The planned store's line alone: picked up in the store, no address needed.
    expect(got(await buy(who, { keys: `cart:${id(3601)}`, addressId: undefined })).payPrice).toBe(2800);
  });

  it('refuses bad goods orders in the words of the page and changes nothing', async () => {
    const who = await newMember();
    const other = await newMember();
    await returnPoints(t.database.db, { iid: IID, memberId: who.me.id }, 300, 'test');
    ok(await call(t.app, coupon.claimOne, { iid: IID, token: other.token, couponId: 1003 }));
    const foreign = ok(await call(t.app, coupon.list, { iid: IID, token: other.token, status: 1 })).list[0]?.id;
    const before = { bag: await stockOf(101), mug: await stockOf(601) };

    expect((await buy(who, { keys: '999999' })).error).toEqual({ code: 404, msg: '商品规格不存在' });
    expect((await buy(who, { keys: '1', property: '紫' })).error).toEqual({ code: 404, msg: '商品规格不存在' });
    expect((await buy(who, { keys: '3501' })).error).toEqual({ code: 404, msg: '商品不存在或已下架' }); // off sale
    expect((await buy(who, { keys: '101', num: (before.bag ?? 0) + 1 })).error).toEqual({ code: 1201, msg: `库存不足，仅剩${before.bag}件` });
    expect((await buy(who, { keys: '103' })).error).toEqual({ code: 1201, msg: '该规格已售罄' });
    expect((await buy(who, { keys: '601', num: 3 })).error).toEqual({ code: 1202, msg: '该商品限购2件' });
    expect((await buy(who, { keys: '101', couponId: foreign })).error).toEqual({ code: 1120, msg: '优惠券不存在' });
    expect((await buy(who, { keys: '101', useCoin: 1, coin: 301 })).error).toEqual({ code: 1123, msg: '积分不足：当前可用 300 积分' });
    expect((await buy(who, { keys: '101', payPrice: 1 })).error).toEqual({ code: 1127, msg: '订单金额已变化，请确认后重新提交' });
    expect((await buy(who, { keys: '101', addressId: other.addressId })).error).toEqual({ code: 1126, msg: '请选择收货地址' });

    // An expired coupon the member holds (the demo member's) is listed with its reason and refused when named.
    const demo = ok(await call(t.app, member.login, { iid: IID, mobile: '13800138000', password: 'tongxin2024' }));
    const { id: demoAddress } = ok(await call(t.app, address.add, { iid: IID, token: demo.token, name: '张同心', mobile: '13800138000', province: '广东省', city: '深圳市', district: '南山区', areaCode: '440305', address: '科技园 2 号', postCode: '', isDefault: false }));
    const priced = await gatewayCall(t.app, order.calculate, { iid: IID, orderType: order.BUSINESS_TYPE.goods, num: 1, keys: '101', token: demo.token });
    const expired = priced.result?.coupons.find((c) => c.reason === '已过期');
    expect(expired).toBeDefined();
    expect((await gatewayCall(t.app, order.create, { iid: IID, orderType: order.BUSINESS_TYPE.goods, num: 1, keys: '101', token: demo.token, addressId: demoAddress, couponId: expired?.id })).error).toEqual({
      code: 1121,
      msg: '优惠券不可用：已过期',
    });

    expect({ bag: await stockOf(101), mug: await stockOf(601) }).toEqual(before);
    expect(await balanceOf(t.database.db, who.me.id)).toBe(300);
    expect(ok(await call(t.app, coupon.list, { iid: IID, token: other.token, status: 1 })).list.map((c) => c.id)).toEqual([foreign]);
    expect(await ordersOf(who)).toBe(0);
  });

  it("the organisation gives a goods its own payment window and restocks it; past it the page shows the unit free, and the sweeper gives it back", async () => {
    const who = await newMember();
    const db = t.database.db;
    // Bad settings change nothing.
    expect((await t.app.inject({ method: 'POST', url: '/api/admin/mall/goods/34', payload: { iid: IID, holdSeconds: 60 } })).statusCode).toBe(401);
    expect((await admin('/api/admin/mall/goods/34', { iid: IID, holdSeconds: 60, skus: [{ id: 101, stock: 5 }] })).json()).toEqual({ code: 404, msg: '规格不属于该商品' });
    expect((await admin('/api/admin/mall/goods/34', { iid: IID, holdSeconds: 0 })).statusCode).toBe(400);
    expect((await admin('/api/admin/mall/goods/34', { iid: IID, skus: [{ id: 3401, stock: -1 }] })).statusCode).toBe(400);
    expect((await admin('/api/admin/mall/goods/34', { iid: 3073, holdSeconds: 60 })).json()).toEqual({ code: 404, msg: '商品不存在' });
    expect((await admin('/api/admin/mall/goods/34?iid=1000')).json()).toMatchObject({ code: 0, t: { holdSeconds: null, onSale: true, skus: [{ id: 3401, price: 5900, stock: 30 }] } });
    expect(await stockOf(101)).toBeGreaterThan(5);

    // The tenant's time for its orders; the goods' own (a flash sale's) before it.
    expect((await admin('/api/admin/order/pay-settings', { iid: IID, holdSeconds: 600 })).json()).toEqual({ code: 0, t: { newPay: false, holdSeconds: 600 } });
    const set = await admin('/api/admin/mall/goods/34', { iid: IID, holdSeconds: 90, skus: [{ id: 3401, stock: 1 }] });
    expect(set.json()).toMatchObject({ code: 0, t: { id: 34, holdSeconds: 90, skus: [{ id: 3401, stock: 1 }] } });
    const waitFor = (reply: { expiresAt?: string | null }) => Math.round((Date.parse(reply.expiresAt ?? '') - Date.now()) / 1000);
    const tenantTimed = got(await buy(who, { keys: '2401' }));
    expect(waitFor(tenantTimed)).toBeGreaterThan(590);
    expect(waitFor(tenantTimed)).toBeLessThanOrEqual(600);
    expect(got(await gatewayCall(t.app, order.calculate, { iid: IID, orderType: order.BUSINESS_TYPE.goods, num: 1, keys: '3401', token: who.token })).holdSeconds).toBe(90);
    const flash = got(await buy(who, { keys: '3401' }));
    expect(waitFor(flash)).toBeGreaterThan(80);
    expect(waitFor(flash)).toBeLessThanOrEqual(90);
    expect(ok(await call(t.app, mall.detail, { iid: IID, goodsId: 34 }))).toMatchObject({ stock: 0, state: mall.GOODS_STATE.soldOut });

    expect(ok(await call(t.app, mall.detail, { iid: IID, goodsId: 34, token: who.token }))).toMatchObject({ bought: 1 });

    // Past its time the goods page shows the unit as free before the sweeper comes, and the read
    // changes nothing: the order still waits, the unit is still taken and its hold not released.
    t.advance(91_000);
    const stored = async () => ({
      orders: [(await orderOf(db, IID, flash.orderId))?.status, (await orderOf(db, IID, tenantTimed.orderId))?.status],
      stock: await stockOf(3401),
      holds: (await db.select({ releasedAt: mallReservations.releasedAt }).from(mallReservations).where(eq(mallReservations.skuId, 3401))).map((h) => h.releasedAt),
    });
    const before = await stored();
    expect(before).toEqual({ orders: [order.ORDER_STATUS.waitingPayment, order.ORDER_STATUS.waitingPayment], stock: 0, holds: [null] });
    expect(ok(await call(t.app, mall.detail, { iid: IID, goodsId: 34 }))).toMatchObject({ stock: 1, state: mall.GOODS_STATE.onSale, skus: [{ id: 3401, stock: 1 }] });
    expect(ok(await call(t.app, mall.detail, { iid: IID, skuId: 3401, token: who.token }))).toMatchObject({ stock: 1, bought: 0 });
    expect(await stored()).toEqual(before);

    // The sweeper expires the order and gives the unit back; the page shows the same stock.
    await releaseExpiredHolds({ db, now: () => Date.now() + 91_000, modules }, order.BUSINESS_TYPE.goods);
    expect(await stored()).toMatchObject({ orders: [order.ORDER_STATUS.expired, order.ORDER_STATUS.waitingPayment], stock: 1, holds: [expect.any(Date)] });
    expect(ok(await call(t.app, mall.detail, { iid: IID, goodsId: 34, token: who.token }))).toMatchObject({ stock: 1, state: mall.GOODS_STATE.onSale, bought: 0 });

    // Back to the server's time.
    expect((await admin('/api/admin/order/pay-settings', { iid: IID, holdSeconds: null })).json()).toEqual({ code: 0, t: { newPay: false, holdSeconds: null } });
    expect((await admin('/api/admin/order/pay-settings?iid=1000')).json()).toEqual({ code: 0, t: { newPay: false, holdSeconds: null } });
    expect((await admin('/api/admin/order/pay-settings', { iid: IID, holdSeconds: 60, extra: 1 })).statusCode).toBe(400);
  });
});
