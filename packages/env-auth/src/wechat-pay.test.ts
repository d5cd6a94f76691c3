import { afterEach, describe, expect, it, vi } from 'vitest';
import { miniProgramPayPath, PAY_TEXT, payInMiniProgram, payInWechat, payResult, type JsapiPayParams } from './wechat-pay';

const params = { appId: 'wx1', timeStamp: '1', nonceStr: 'n', package: 'prepay_id=p', signType: 'HMAC-SHA256', paySign: 's' };
type Payable = Window & { WeixinJSBridge?: unknown; wx?: unknown };

afterEach(() => {
  delete (window as Payable).WeixinJSBridge;
  delete (window as Payable).wx;
});

describe('WeChat payment', () => {
  it("maps the bridge's answers to spec §8's outcomes", () => {
    expect(payResult('get_brand_wcpay_request:ok')).toBe('ok');
    expect(payResult('get_brand_wcpay_request:cancel')).toBe('cancel');
    expect(payResult('get_brand_wcpay_request:fail')).toBe('fail');
    expect(payResult('get_brand_wcpay_request:fail_no_permission')).toBe('fail');
    expect(payResult(undefined)).toBe('fail');
    expect(PAY_TEXT).toEqual({ ok: '支付成功', cancel: '已取消支付', fail: '支付失败' });
  });

  it('invokes getBrandWCPayRequest with the signed parameters', async () => {
    const invoke = vi.fn((_name: string, _p: JsapiPayParams, cb: (r: { err_msg?: string }) => void) => cb({ err_msg: 'get_brand_wcpay_request:cancel' }));
    (window as Payable).WeixinJSBridge = { invoke };
    await expect(payInWechat(params)).resolves.toBe('cancel');
    expect(invoke).toHaveBeenCalledWith('getBrandWCPayRequest', params, expect.any(Function));
  });

  it('waits for the bridge WeChat injects late, and fails without one', async () => {
    const w = { document } as unknown as Payable;
    const paying = payInWechat(params, w, 1000);
    w.WeixinJSBridge = { invoke: vi.fn((_n: string, _p: unknown, done: (r: { err_msg: string }) => void) => done({ err_msg: 'get_brand_wcpay_request:ok' })) };
    document.dispatchEvent(new Event('WeixinJSBridgeReady'));
    expect(await paying).toBe('ok');
    expect(await payInWechat(params, { document } as unknown as Window, 10)).toBe('fail');
  });
});

describe('mini-program payment', () => {
  it("builds the pay page's path: the community's vip, the university's registration", () => {
    expect(miniProgramPayPath({ iid: 1000, rid: 7, session: 'tok', gid: 'VIP2T1', channel: 'vip', from: 'community' })).toBe(
      '/pages/pay/pay?iid=1000&rid=7&session=tok&gid=VIP2T1&channel=vip&tradeType=JSAPI&from=community',
    );
    expect(miniProgramPayPath({ iid: 3073, rid: 5, session: 'tok', gid: 99, channel: 'registration', tradeType: 'JSAPI', from: 'university' })).toBe(
      '/pages/pay/pay?iid=3073&rid=5&session=tok&gid=99&channel=registration&tradeType=JSAPI&from=university',
    );
  });

  it('navigates with wx.miniProgram when the SDK is present', async () => {
    const navigateTo = vi.fn((o: { url: string; success?: () => void }) => o.success?.());
    (window as Payable).wx = { miniProgram: { navigateTo } };
    await payInMiniProgram('/pages/pay/pay?gid=1');
    expect(navigateTo).toHaveBeenCalledWith(expect.objectContaining({ url: '/pages/pay/pay?gid=1' }));
  });
});
