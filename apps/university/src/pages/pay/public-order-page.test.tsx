import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeServer, renderRoute } from '../../test/render';

const prepay = { code: 0, msg: 'ok', appId: 'wx1', timeStamp: '1', nonceStr: 'n', package: 'prepay_id=p', signType: 'RSA', paySign: 's' };
const path = '/app/university/pay/public-order?iid=3073&rid=5&session=tok&gid=77&channel=registration&tradeType=JSAPI&from=university';

beforeEach(() => {
  localStorage.setItem('university.iid', '3073');
  localStorage.setItem('university.rid', '5');
  localStorage.setItem('university.token', 'tok');
});
afterEach(() => {
  localStorage.clear();
  vi.unstubAllGlobals();
  delete window.WeixinJSBridge;
});

function regInfo(status: number) {
  return { code: 0, msg: 'ok', status, groups: '[]', regName: '', regSummary: '', regImage: '', statusImg: '', statusShowImg: '', refillReason: '', orderId: 77 };
}

describe('publicOrder', () => {
  it('without an openId asks to authorize WeChat first', async () => {
    const server = fakeServer({});
    renderRoute(path);
    expect((await screen.findAllByText('请先进行微信授权')).length).toBeGreaterThan(0);
    expect(server.calls).toEqual([]);
  });

  it('pays through the bridge and shows success once the server confirms', async () => {
    const invoke = vi.fn((_n: string, _p: unknown, cb: (r: { err_msg: string }) => void) => cb({ err_msg: 'get_brand_wcpay_request:ok' }));
    window.WeixinJSBridge = { invoke };
    const server = fakeServer({ '/university/order/pay': prepay, '/university/reg-info': regInfo(3) });
    renderRoute(`${path}&openId=o-1`);
    expect(await screen.findByText('报名成功')).toBeInTheDocument();
    expect(invoke).toHaveBeenCalledWith('getBrandWCPayRequest', expect.objectContaining({ package: 'prepay_id=p', paySign: 's' }), expect.any(Function));
    expect(server.calls[0]?.body).toEqual({ iid: 3073, rid: 5, token: 'tok', gid: 77, openId: 'o-1' });
  });

  it.each([
    ['get_brand_wcpay_request:cancel', '已取消支付'],
    ['get_brand_wcpay_request:fail', '支付失败'],
  ])('%s shows %s and offers to pay again', async (errMsg, text) => {
    window.WeixinJSBridge = { invoke: (_n, _p, cb) => cb({ err_msg: errMsg }) };
    fakeServer({ '/university/order/pay': prepay });
    renderRoute(`${path}&openId=o-1`);
    expect((await screen.findAllByText(text)).length).toBeGreaterThan(0);
    await waitFor(() => expect(screen.getByRole('button', { name: '重新支付' })).toBeEnabled());
  });

  it('is a parameter error without gid', async () => {
    fakeServer({});
    renderRoute('/app/university/pay/public-order?iid=3073&rid=5&session=tok');
    expect(await screen.findByText('参数错误')).toBeInTheDocument();
  });
});
