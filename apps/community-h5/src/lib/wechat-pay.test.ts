import { describe, expect, it, vi } from 'vitest';
import { miniProgramPayPath, PAY_TEXT, payInWechat, payResult } from './wechat-pay';

const params = { appId: 'wx1', timeStamp: '1', nonceStr: 'n', package: 'prepay_id=p', signType: 'HMAC-SHA256', paySign: 's' };

describe('WeChat payment', () => {
  it("maps the bridge's answers to spec §8's outcomes", () => {
    expect(payResult('get_brand_wcpay_request:ok')).toBe('ok');
    expect(payResult('get_brand_wcpay_request:cancel')).toBe('cancel');
    expect(payResult('get_brand_wcpay_request:fail')).toBe('fail');
    expect(payResult('get_brand_wcpay_request:fail_no_permission')).toBe('fail');
    expect(payResult(undefined)).toBe('fail');
    expect(PAY_TEXT).toEqual({ ok: '支付成功', cancel: '已取消支付', fail: '支付失败' });
  });

  it('waits for the bridge WeChat injects late, and fails without one', async () => {
    const w = { document } as unknown as Window & { WeixinJSBridge?: unknown };
    const paying = payInWechat(params, w, 1000);
    w.WeixinJSBridge = { invoke: vi.fn((_n: string, _p: unknown, done: (r: { err_msg: string }) => void) => done({ err_msg: 'get_brand_wcpay_request:ok' })) };
    document.dispatchEvent(new Event('WeixinJSBridgeReady'));
    expect(await paying).toBe('ok');
    expect(await payInWechat(params, { document } as unknown as Window, 10)).toBe('fail');
  });

  it("builds the mini-program pay page's path", () => {
    expect(miniProgramPayPath({ iid: 1000, rid: 7, session: 'tok', gid: 'VIP2T1', channel: 'vip' })).toBe(
      '/pages/pay/pay?iid=1000&rid=7&session=tok&gid=VIP2T1&channel=vip&tradeType=JSAPI&from=community',
    );
  });
});
