import { AUTH_ATTEMPT_KEY } from '@tongxin/env-auth';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeServer, renderRoute } from '../../test/render';

const WECHAT_UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 MicroMessenger/8.0.50(0x1800322c) NetType/WIFI Language/zh_CN';
const path = '/app/university/pay/public-order?iid=3073&rid=5&session=tok&gid=77&channel=registration&tradeType=JSAPI&from=university';
const prepay = { code: 0, msg: 'ok', appId: 'wx1', timeStamp: '1', nonceStr: 'n', package: 'prepay_id=p', signType: 'RSA', paySign: 's' };
const settings = { code: 0, t: { appId: 'wx1234567', authorizeUrl: '/api/dev/wechat/authorize' } };

beforeEach(() => {
  vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(WECHAT_UA);
  localStorage.setItem('university.iid', '3073');
  localStorage.setItem('university.rid', '5');
  localStorage.setItem('university.token', 'tok');
});
afterEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  window.history.replaceState(null, '', '/');
});

describe('publicOrder in WeChat', () => {
  it('without a stored openId, starts WeChat authorisation itself; back with the code, pays with the openId it got', async () => {
    const server = fakeServer({ '/wechat/oauth-config': settings });
    await renderRoute(path);
    expect(await screen.findByText('正在进行微信授权…')).toBeInTheDocument();
    await waitFor(() => expect(sessionStorage.getItem(AUTH_ATTEMPT_KEY)).not.toBeNull());
    expect(server.calls.some((c) => c.path === '/university/order/pay')).toBe(false);
    const { state } = JSON.parse(sessionStorage.getItem(AUTH_ATTEMPT_KEY) ?? '{}') as { state: string };

    // WeChat sends the applicant back with a code and the state: the server exchanges it.
    window.history.replaceState(null, '', `/?code=c-1&state=${state}`);
    window.WeixinJSBridge = { invoke: (_n, _p, cb) => cb({ err_msg: 'get_brand_wcpay_request:cancel' }) };
    const back = fakeServer({
      '/wechat/oauth-config': settings,
      '/h5/getjsonp': { code: 0, t: { openid: 'o-from-wechat', unionid: null, nickname: null, headimgurl: null } },
      '/university/order/pay': prepay,
    });
    await renderRoute(path);
    await waitFor(() => expect(back.calls.find((c) => c.path === '/university/order/pay')?.body).toEqual({ iid: 3073, rid: 5, token: 'tok', gid: 77, openId: 'o-from-wechat' }));
    // The code left the address bar; the openId is stored for the next payment.
    expect(window.location.search).toBe('');
    expect(JSON.parse(localStorage.getItem('idsUser:3073') ?? '{}')).toMatchObject({ openid: 'o-from-wechat' });
    delete window.WeixinJSBridge;
  });

  it('says to authorise when the server has no WeChat login', async () => {
    fakeServer({ '/wechat/oauth-config': { code: 0, t: null } });
    await renderRoute(path);
    expect((await screen.findAllByText('请先进行微信授权')).length).toBeGreaterThan(0);
  });
});
