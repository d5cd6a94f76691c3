import { address, microstore, order } from '@tongxin/api-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKENDS, call, ok, startTestApp, type TestApp } from '../../testing/harness';
import { gatewayCall, signUp } from '../../testing/member';

const IID = 1000;
const PAY_KEY = 'sandbox-key-of-the-store-suite-0123456789';

describe.each(BACKENDS)('micro-stores on %s', (backend) => {
  let t: TestApp;
  let seq = 0;
  const newMember = async () => {
    seq += 1;
    const mobile = `1364444${String(seq).padStart(4, '0')}`;
    const { token, userId } = await signUp(t.app, IID, mobile);
    return { token, userId, mobile };
  };
  const open = async (token: string) => ok(await call(t.app, microstore.save, { iid: IID, token, name: '  小同的店 ', logo: '', intro: '好物' }));

  beforeAll(async () => {
    t = await startTestApp(backend, { env: { PAY_SANDBOX_KEY: PAY_KEY, PAY_SANDBOX_ENDPOINT: '1' } });
  }, 60_000);
  afterAll(() => t.close());

  it('opens one store per member, picks goods in order and shows them to a visitor', async () => {
    const owner = await newMember();
    expect(ok(await call(t.app, microstore.mine, { iid: IID, token: owner.token }))).toBeNull();
    const [a, b] = await Promise.all([open(owner.token), open(owner.token)]);
    expect(a.id).toBe(b.id);
    expect(a).toMatchObject({ name: '小同的店', goodsIds: [], orders: 0 });
    expect(a.key).toMatch(/^ms[0-9a-f]{12}$/);
    const pool = ok(await call(t.app, microstore.pool, { iid: IID, token: owner.token, pageSize: 3 }));
    expect(pool.list).toHaveLength(3);
    expect(pool.list[0]?.commission).toBeGreaterThanOrEqual(pool.list[1]?.commission ?? 0);
    const ids = pool.list.map((g) => g.id).reverse();
    expect(ok(await call(t.app, microstore.setGoods, { iid: IID, token: owner.token, ids })).map((g) => g.id)).toEqual(ids);
    expect(ok(await call(t.app, microstore.pool, { iid: IID, token: owner.token, pageSize: 3 })).list.every((g) => g.chosen)).toBe(true);
    const shop = ok(await call(t.app, microstore.shop, { iid: IID, id: a.id }));
    expect(shop).toMatchObject({ name: '小同的店', key: a.key });
    expect(shop.goods.map((g) => g.id)).toEqual(ids);
    expect((await call(t.app, microstore.shop, { iid: IID, id: 999_999 })).error).toEqual(microstore.shop.errors.notFound);
  });

  it('refuses bad picks and contacts in the words of the page, and keeps what was stored', async () => {
    const owner = await newMember();
    expect((await call(t.app, microstore.setGoods, { iid: IID, token: owner.token, ids: [1] })).error).toEqual(microstore.setGoods.errors.noStore);
    await open(owner.token);
    ok(await call(t.app, microstore.setGoods, { iid: IID, token: owner.token, ids: [1] }));
    const { errors } = microstore.setGoods;
    expect((await call(t.app, microstore.setGoods, { iid: IID, token: owner.token, ids: [] })).error).toEqual(errors.noGoods);
    expect((await call(t.app, microstore.setGoods, { iid: IID, token: owner.token, ids: [2, 2] })).error).toEqual(errors.duplicate);
    expect((await call(t.app, microstore.setGoods, { iid: IID, token: owner.token, ids: [2, 999_999] })).error?.code).toBe(errors.goodsGone.code);
    expect((await call(t.app, microstore.setGoods, { iid: IID, token: owner.token, ids: Array.from({ length: 51 }, (_, i) => i + 1) })).status).toBe(400);
    expect(ok(await call(t.app, microstore.goods, { iid: IID, token: owner.token })).map((g) => g.id)).toEqual([1]);

    const add = (kind: 'consult' | 'notify' | 'master', phone: string) => call(t.app, microstore.addContact, { iid: IID, token: owner.token, kind, name: '王五', phone, wechat: '' });
    expect((await add('consult', '12345678901')).error).toEqual({ code: 400, msg: '手机号码格式不对哦~' });
    expect((await add('master', '13999999999')).error).toEqual(microstore.addContact.errors.notMember);
    const stranger = await newMember();
    const helper = ok(await add('master', owner.mobile));
    expect((await call(t.app, microstore.removeContact, { iid: IID, token: stranger.token, id: helper.id })).error).toEqual(microstore.removeContact.errors.contactNotFound);
    const replies = await Promise.all(Array.from({ length: 12 }, () => add('notify', '13800138000')));
    expect(replies.filter((r) => r.result)).toHaveLength(microstore.MAX_CONTACTS);
    expect(replies.filter((r) => r.error?.code === microstore.addContact.errors.tooMany.code)).toHaveLength(2);
    const [first] = ok(await call(t.app, microstore.contacts, { iid: IID, token: owner.token, kind: 'notify' }));
    expect(ok(await call(t.app, microstore.switchContact, { iid: IID, token: owner.token, id: first?.id ?? 0, enabled: false })).enabled).toBe(false);
  });

  it('counts a paid order made through the store link (multiDisKey = the store key), not one made without it', async () => {
    const owner = await newMember();
    const store = await open(owner.token);
    const buyer = await newMember();
    const { id: addressId } = ok(
      await call(t.app, address.add, { iid: IID, token: buyer.token, name: '李同心', mobile: buyer.mobile, province: '广东省', city: '深圳市', district: '南山区', areaCode: '440305', address: '科技园 1 号', postCode: '', isDefault: true }),
    );
    const created = await gatewayCall(t.app, order.create, { iid: IID, token: buyer.token, orderType: order.BUSINESS_TYPE.goods, keys: '101', num: 1, addressId, saleIid: IID, multiDisKey: store.key });
    const orderId = created.result?.orderId;
    if (!orderId) throw new Error(`order not created: ${JSON.stringify(created.error)}`);
    ok(await call(t.app, order.wechatPay, { iid: IID, token: buyer.token, orderId, openId: 'o-store' }));
    const paid = await t.app.inject({ method: 'POST', url: '/api/dev/pay/sandbox/member', payload: { iid: IID, token: buyer.token, orderId } });
    expect(paid.json()).toMatchObject({ code: 0, t: { message: 'paid' } });
    const mine = ok(await call(t.app, microstore.mine, { iid: IID, token: owner.token }));
    expect(mine?.orders).toBe(1);
    expect(mine?.salesFen).toBeGreaterThan(0);
    // Bought without the store's key: not the store's.
    const plain = await gatewayCall(t.app, order.create, { iid: IID, token: buyer.token, orderType: order.BUSINESS_TYPE.goods, keys: '201', num: 1, addressId });
    const plainId = plain.result?.orderId ?? '';
    ok(await call(t.app, order.wechatPay, { iid: IID, token: buyer.token, orderId: plainId, openId: 'o-store' }));
    await t.app.inject({ method: 'POST', url: '/api/dev/pay/sandbox/member', payload: { iid: IID, token: buyer.token, orderId: plainId } });
    expect(ok(await call(t.app, microstore.mine, { iid: IID, token: owner.token }))?.orders).toBe(1);
  });
});
