import { afterEach, describe, expect, it, vi } from 'vitest';
import { miniProgramPayUrl, payInMiniProgram, payOutcome, payWithJsapi, type JsapiPayParams } from './wechat';

const params: JsapiPayParams = { appId: 'wx1', timeStamp: '1', nonceStr: 'n', package: 'prepay_id=p', signType: 'RSA', paySign: 's' };

afterEach(() => {
  delete window.WeixinJSBridge;
  delete window.wx;
});

describe('payOutcome', () => {
  it.each([
    ['get_brand_wcpay_request:ok', 'success'],
    ['get_brand_wcpay_request:cancel', 'cancel'],
    ['get_brand_wcpay_request:fail', 'failure'],
    [undefined, 'failure'],
  ] as const)('%s → %s', (msg, outcome) => {
    expect(payOutcome(msg)).toBe(outcome);
  });
});

describe('payWithJsapi', () => {
  it('invokes getBrandWCPayRequest with the signed parameters', async () => {
    const invoke = vi.fn((_name: string, _p: JsapiPayParams, cb: (r: { err_msg?: string }) => void) =>
      cb({ err_msg: 'get_brand_wcpay_request:cancel' }),
    );
    window.WeixinJSBridge = { invoke };
    await expect(payWithJsapi(params)).resolves.toMatchObject({ outcome: 'cancel' });
    expect(invoke).toHaveBeenCalledWith('getBrandWCPayRequest', params, expect.any(Function));
  });

  it('waits for WeixinJSBridgeReady', async () => {
    const pending = payWithJsapi(params, 1000);
    window.WeixinJSBridge = { invoke: (_n, _p, cb) => cb({ err_msg: 'get_brand_wcpay_request:ok' }) };
    document.dispatchEvent(new Event('WeixinJSBridgeReady'));
    await expect(pending).resolves.toMatchObject({ outcome: 'success' });
  });

  it('fails outside WeChat', async () => {
    await expect(payWithJsapi(params, 10)).resolves.toMatchObject({ outcome: 'failure' });
  });
});

describe('mini-program payment', () => {
  it('builds the pay page url with channel=registration', () => {
    const url = miniProgramPayUrl({ iid: 3073, rid: 5, session: 'tok', gid: 99, tradeType: 'JSAPI', from: 'university' });
    expect(url).toBe('/pages/pay/pay?iid=3073&rid=5&session=tok&gid=99&channel=registration&tradeType=JSAPI&from=university');
  });

  it('navigates with wx.miniProgram when the SDK is present', async () => {
    const navigateTo = vi.fn((o: { url: string; success?: () => void }) => o.success?.());
    window.wx = { miniProgram: { navigateTo } };
    await payInMiniProgram('/pages/pay/pay?gid=1');
    expect(navigateTo).toHaveBeenCalledWith(expect.objectContaining({ url: '/pages/pay/pay?gid=1' }));
  });
});
