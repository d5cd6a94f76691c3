import { address, coupon, order } from '@tongxin/api-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKENDS, call, ok, startTestApp, type TestApp } from '../../testing/harness';
import { gatewayCall, signUp } from '../../testing/member';
import { requireMember } from '../member/api';
import { balanceOf, creditPoints } from '../point/api';

const IID = 1000;
const errors = order.refund.errors;

describe.each(BACKENDS)('after-sale on %s', (backend) => {
  let t: TestApp;
  let seq = 0;

  async function newMember() {
    seq += 1;
    const mobile = `1363${backend === 'pglite' ? '0' : '1'}00${String(seq).padStart(4, '0')}`;
    const { token } = await signUp(t.app, IID, mobile);
    const me = await requireMember(t.database.db, IID, token, new Date());
    const { id: addressId } = ok(
      await call(t.app, address.add, { iid: IID, token, name: '李同心', mobile, province: '广东省', city: '深圳市', district: '南山区', areaCode: '440305', address: '科技园 1 号', postCode: '518057', isDefault: true }),
    );
    return { token, id: me.id, addressId };
  }
  type Who = Awaited<ReturnType<typeof newMember>>;
  const got = <T,>(reply: { result?: T; error?: unknown }): T => {
    if (reply.result === undefined) throw new Error(`expected success, got ${JSON.stringify(reply.error)}`);
    return reply.result;
  };
  const detail = async (who: Who, orderId: string) => ok(await call(t.app, order.detail, { iid: IID, token: who.token, orderId }));
  const refund = (who: Who, orderId: string, params: { amountFen: number; reason?: string; refundType?: number; images?: string }) =>
    call(t.app, order.refund, { iid: IID, token: who.token, orderId, reason: params.reason ?? '不想要了', ...params });
  /** The bag (sku 202) with the 5-yuan coupon and points, paid through the sandbox's verified notify. */
  async function buyBag(who: Who) {
    ok(await call(t.app, coupon.claimOne, { iid: IID, token: who.token, couponId: 1003 }));
    const held = ok(await call(t.app, coupon.list, { iid: IID, token: who.token, status: 1 })).list.find((c) => c.couponId === 1003);
    await creditPoints(t.database.db, { iid: IID, memberId: who.id }, 100, 'test');
    const { orderId } = got(await gatewayCall(t.app, order.create, { iid: IID, orderType: order.BUSINESS_TYPE.goods, num: 1, keys: '202', token: who.token, addressId: who.addressId, couponId: held?.id, useCoin: 1, coin: 100 }));
    ok(await call(t.app, order.wechatPay, { iid: IID, orderId, openId: `o-after-${who.id}`, token: who.token }));
    const paid = await t.app.inject({ method: 'POST', url: '/api/dev/pay/sandbox/member', payload: { iid: IID, token: who.token, orderId } });
    expect(paid.json()).toMatchObject({ t: { message: 'paid' } });
    return { orderId, couponHeldId: held?.id ?? 0 };
  }

  beforeAll(async () => {
    t = await startTestApp(backend, { env: { PAY_SANDBOX_ENDPOINT: '1' } });
  }, 60_000);
  afterAll(() => t.close());

  it('refuses bad requests with a clear message and changes nothing; one open refund; a full refund gives back coupon and points and says so', async () => {
    const who = await newMember();
    const { orderId, couponHeldId } = await buyBag(who);
    const before = await detail(who, orderId);
    const paid = before.total;
    expect(before).toMatchObject({ refundState: 0, refundableFen: paid, refundTypes: [order.REFUND_TYPE.refundOnly], refundTimeline: [] });
    expect(await balanceOf(t.database.db, who.id)).toBe(Math.floor(paid / 100));

    // Not shipped: nothing to send back.
    expect((await refund(who, orderId, { amountFen: paid, refundType: order.REFUND_TYPE.returnAndRefund })).error).toEqual({ code: errors.nothingToReturn.code, msg: '该订单没有需要寄回的商品，请选择仅退款' });
    expect((await refund(who, orderId, { amountFen: paid + 1 })).error).toEqual({ code: errors.tooMuch.code, msg: `退款金额不能超过实付金额 ${(paid / 100).toFixed(2)} 元` });
    const seven = JSON.stringify(Array.from({ length: 7 }, (_, i) => `/uploads/p${i}.png`));
    expect((await refund(who, orderId, { amountFen: paid, images: seven })).error).toEqual({ code: errors.badImages.code, msg: '最多上传 6 张图片' });
    expect((await refund(who, orderId, { amountFen: paid, images: '["javascript:alert(1)"]' })).error?.msg).toBe('图片列表格式不正确');
    expect(await detail(who, orderId)).toEqual(before);

    const photos = ['/uploads/a.png', '/uploads/b.png'];
    const applied = ok(await refund(who, orderId, { amountFen: paid, reason: '买错了', refundType: order.REFUND_TYPE.refundOnly, images: JSON.stringify(photos) }));
    expect(applied).toMatchObject({ refundState: order.REFUND_STATE.refunding, refundType: 1, refundImages: photos, refundableFen: 0, refundTypes: [] });
    expect(applied.refundTimeline?.map((s) => s.text)).toEqual([`申请退款 ¥${(paid / 100).toFixed(2)}，原因：买错了`, '退款处理中，将原路退回']);
    // A second refund while this one is open: refused, the first unchanged.
    expect((await refund(who, orderId, { amountFen: 1 })).error).toEqual({ code: errors.already.code, msg: '该订单已申请过退款' });

    const refunded = await t.app.inject({ method: 'POST', url: '/api/dev/pay/sandbox/refund', payload: { iid: IID, token: who.token, orderId } });
    expect(refunded.json()).toMatchObject({ t: { message: 'refunded' } });
    const after = await detail(who, orderId);
    expect(after.refundState).toBe(order.REFUND_STATE.refunded);
    expect(after.refundTimeline?.slice(1).map((s) => s.text)).toEqual([`退款成功，¥${(paid / 100).toFixed(2)} 已原路退回`, '已退回本单使用的优惠券 1 张、积分 100']);
    // The coupon is unused again, the points spent are back, the points earned taken back.
    const unused = ok(await call(t.app, coupon.list, { iid: IID, token: who.token, status: 1 })).list.map((c) => c.id);
    expect(unused).toContain(couponHeldId);
    expect(await balanceOf(t.database.db, who.id)).toBe(100);
  });

  it('a shipped parcel comes back first: refund only is refused, return and refund waits for the parcel', async () => {
    const who = await newMember();
    const { orderId } = await buyBag(who);
    const shipped = await t.app.inject({ method: 'POST', url: `/api/admin/orders/${orderId}/ship`, payload: { company: '顺丰速运', transportNumber: 'SF1234567890' }, headers: { authorization: `Bearer ${t.operatorToken}` } });
    expect(shipped.statusCode).toBe(200);
    const paid = (await detail(who, orderId)).total;
    expect((await detail(who, orderId)).refundTypes).toEqual([order.REFUND_TYPE.returnAndRefund]);
    expect((await refund(who, orderId, { amountFen: paid, refundType: order.REFUND_TYPE.refundOnly })).error).toEqual({ code: errors.mustReturn.code, msg: '商品已发货，请选择退货退款' });
    const applied = ok(await refund(who, orderId, { amountFen: paid, refundType: order.REFUND_TYPE.returnAndRefund }));
    expect(applied.refundState).toBe(order.REFUND_STATE.awaitingReturn);
    expect(applied.refundTimeline?.map((s) => s.text)).toEqual([`申请退货退款 ¥${(paid / 100).toFixed(2)}，原因：不想要了`, '请寄回商品并填写退货单号']);
  });
});
