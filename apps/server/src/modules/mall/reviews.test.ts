import { address, mall, order } from '@tongxin/api-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKENDS, call, ok, startTestApp, type TestApp } from '../../testing/harness';
import { gatewayCall, signUp } from '../../testing/member';

const IID = 1000;

describe.each(BACKENDS)('goods reviews on %s', (backend) => {
  let t: TestApp;
  let seq = 0;

  /** A member who bought one unit of SKU 101 (goods 1), paid through the sandbox, and commented on it. */
  async function reviewer(score1: number, content: string) {
    seq += 1;
    const mobile = `1361115${String(seq).padStart(4, '0')}`;
    const { token } = await signUp(t.app, IID, mobile);
    const { id: addressId } = ok(
      await call(t.app, address.add, { iid: IID, token, name: '赵评价', mobile, province: '广东省', city: '深圳市', district: '南山区', areaCode: '440305', address: '科技园 3 号', postCode: '518057', isDefault: true }),
    );
    const created = await gatewayCall(t.app, order.create, { iid: IID, orderType: order.BUSINESS_TYPE.goods, num: 1, keys: '101', token, addressId });
    const orderId = created.result?.orderId ?? '';
    ok(await call(t.app, order.wechatPay, { iid: IID, orderId, openId: 'o-review', token }));
    await t.app.inject({ method: 'POST', url: '/api/dev/pay/sandbox/member', payload: { iid: IID, token, orderId } });
    const commented = await gatewayCall(t.app, order.comment, { iid: IID, token, orderId, score1, score2: 5, score3: 5, content });
    expect(commented.error).toBeUndefined();
  }

  beforeAll(async () => {
    t = await startTestApp(backend, { env: { PAY_SANDBOX_KEY: 'sandbox-key-of-the-review-suite-0123456789', PAY_SANDBOX_ENDPOINT: '1' } });
  }, 60_000);
  afterAll(() => t.close());

  it("lists a goods' reviews newest first with their count and good rate; another goods has none", async () => {
    expect(ok(await call(t.app, mall.reviews, { iid: IID, goodsId: 1 }))).toEqual({ list: [], total: 0, goodRate: 100 });
    await reviewer(5, '帆布很厚实，做工好');
    await reviewer(2, '颜色和图片有差别');
    const page = ok(await call(t.app, mall.reviews, { iid: IID, goodsId: 1, pageSize: 1 }));
    expect(page.total).toBe(2);
    expect(page.goodRate).toBe(50);
    expect(page.list).toHaveLength(1);
    expect(page.list[0]).toMatchObject({ content: '颜色和图片有差别', score1: 2 });
    expect(page.list[0]?.nickName).not.toBe('');
    const second = ok(await call(t.app, mall.reviews, { iid: IID, goodsId: 1, pageSize: 1, pageNumber: 2 }));
    expect(second.list.map((r) => r.content)).toEqual(['帆布很厚实，做工好']);
    expect(ok(await call(t.app, mall.reviews, { iid: IID, goodsId: 2 })).total).toBe(0);
    expect(ok(await call(t.app, mall.reviews, { iid: 3073, goodsId: 1 })).total).toBe(0);
  });
});
