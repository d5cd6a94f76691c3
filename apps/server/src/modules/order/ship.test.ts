import { address, order } from '@tongxin/api-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKENDS, call, ok, startTestApp, type TestApp } from '../../testing/harness';
import { gatewayCall, signUp } from '../../testing/member';

const IID = 1000;

describe.each(BACKENDS)('merchant shipping on %s', (backend) => {
  let t: TestApp;
  const admin = (method: 'GET' | 'POST', url: string, payload?: object, token = t.operatorToken) =>
    t.app.inject({ method, url, payload, headers: { authorization: `Bearer ${token}` } });

  beforeAll(async () => {
    t = await startTestApp(backend, { env: { PAY_SANDBOX_KEY: 'sandbox-key-of-the-ship-suite-0123456789', PAY_SANDBOX_ENDPOINT: '1' } });
  }, 60_000);
  afterAll(() => t.close());

  it('ships a paid goods order with its logistics number; the buyer sees it shipped and confirms receipt', async () => {
    const mobile = '13611160001';
    const { token } = await signUp(t.app, IID, mobile);
    const { id: addressId } = ok(
      await call(t.app, address.add, { iid: IID, token, name: '钱收货', mobile, province: '广东省', city: '深圳市', district: '南山区', areaCode: '440305', address: '科技园 4 号', postCode: '518057', isDefault: true }),
    );
    const orderId = (await gatewayCall(t.app, order.create, { iid: IID, orderType: order.BUSINESS_TYPE.goods, num: 1, keys: '101', token, addressId })).result?.orderId ?? '';
    const ship = (body: object, id = orderId, adminToken?: string) => admin('POST', `/api/admin/orders/${id}/ship`, body, adminToken);
    const parcel = { company: '顺丰速运', transportNumber: 'SF1400000000001' };

    // Not before it is paid; not without the admin token; not with a bad number.
    expect((await ship(parcel)).json()).toEqual({ code: 409, msg: '订单未支付、已完成或正在退款，不能发货' });
    expect((await ship(parcel, orderId, 'wrong-token')).statusCode).toBe(401);
    ok(await call(t.app, order.wechatPay, { iid: IID, orderId, openId: 'o-ship', token }));
    await t.app.inject({ method: 'POST', url: '/api/dev/pay/sandbox/member', payload: { iid: IID, token, orderId } });
    expect((await ship({ company: '顺丰速运', transportNumber: '单号' })).json()).toEqual({ code: 400, msg: '请填写物流公司和正确的物流单号' });
    expect((await ship({ transportNumber: 'SF1400000000001' })).statusCode).toBe(400);
    expect((await ship(parcel, 'TXNOSUCHORDER')).json()).toEqual({ code: 404, msg: '订单不存在' });
    // A buyer cannot confirm an order that has not shipped.
    expect((await gatewayCall(t.app, order.updateStatus, { iid: IID, token, orderId, status: order.STATUS_ACTION.confirmReceipt })).error?.code).toBeDefined();

    const toShip = (await admin('GET', `/api/admin/orders?iid=${IID}`)).json() as { t: { orderId: string; deliveryAddress: string }[] };
    expect(toShip.t.find((o) => o.orderId === orderId)?.deliveryAddress).toContain('科技园 4 号');
    expect((await ship(parcel)).json()).toEqual({ code: 0, t: { orderId, status: order.ORDER_STATUS.shipped, ...parcel } });
    expect((await ship(parcel)).json()).toEqual({ code: 409, msg: '订单已发货' });

    expect(ok(await call(t.app, order.detail, { iid: IID, token, orderId }))).toMatchObject({ status: order.ORDER_STATUS.shipped, company: '顺丰速运', transportNumber: 'SF1400000000001' });
    const ems = ok(await call(t.app, order.logistics, { iid: IID, token, orderId }));
    expect(ems.traces.map((x) => x.text)).toContain('商家已发货：顺丰速运 SF1400000000001');
    const received = await gatewayCall(t.app, order.updateStatus, { iid: IID, token, orderId, status: order.STATUS_ACTION.confirmReceipt });
    expect(received.result?.status).toBe(order.ORDER_STATUS.done);
  });
});
