import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Environment } from '@tongxin/env-auth';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { environmentDetected, identityResolved } from '../../../lib/session';
import { mockApi, renderMemberPage, TEST_MEMBER } from '../../../test/render-page';
import { AUTHORIZE_FIRST, Component as VipPayPage, NEEDS_WECHAT } from './vip-pay-page';

const plans = [
  {
    id: 2,
    cardTitle: '志愿者特权卡·年卡',
    cardDesc: '365 天会员特权',
    cardImg: '',
    price: 9900,
    days: 365,
  },
];
const jsapi = {
  appId: 'wx-sandbox-app',
  timeStamp: '1700000000',
  nonceStr: 'n1',
  package: 'prepay_id=sandbox_1',
  signType: 'HMAC-SHA256',
  paySign: 'ab',
};
const payDetail = (status: number) => ({ orderId: 'VIPMF3K2X1AAB12CD34', title: '志愿者特权卡·年卡', image: '', businessType: 30, status, payFen: 9900, expiresAt: null, serverTime: '2026-03-03T08:00:00Z', paidAt: null });

/** The server: the card list, order.create and the pay route through the gateway, the prepay, and the order's status. */
function server(paidAfterBridge = true) {
  let status = 1;
  const api = mockApi({
    '/api/vip/card/list': () => ({ t: plans }),
    '/h5/getjsonp': (p) => {
      if (p.uri === '/h5/order/create') return { t: { orderId: 'VIPMF3K2X1AAB12CD34', payPrice: 9900 } };
      // The tenant pays through WeChat Pay's own route, and the cashier reads the order's status.
      if (p.uri === '/h5/order/checkPartner') return { t: false };
      if (p.uri === '/h5/order/payDetail') return { t: payDetail(status) };
      return { code: 404, msg: 'no' };
    },
    '/api/order.wechat.create': () => ({ t: jsapi }),
  });
  return { api, markPaid: () => void (status = paidAfterBridge ? 11 : 1) };
}

function bridge(answer: string, onInvoke?: () => void) {
  const invoke = vi.fn(
    (_name: string, _params: unknown, done: (res: { err_msg: string }) => void) => {
      onInvoke?.();
      done({ err_msg: `get_brand_wcpay_request:${answer}` });
    },
  );
  vi.stubGlobal('WeixinJSBridge', { invoke });
  return invoke;
}

function open(environment: Environment, openId: string | null = 'o-member-7') {
  const view = renderMemberPage(<VipPayPage />, {
    route: '/app/pay/vip-buy',
    path: '/app/pay/vip-buy?iid=1000&id=2&saleIid=1200',
  });
  act(() => {
    view.store.dispatch(environmentDetected(environment));
    view.store.dispatch(identityResolved(openId ? { openId } : null));
  });
  return view;
}

describe('the vip pay page', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('in WeChat creates the order, pays through the bridge and confirms the card once the server has the notify', async () => {
    const { api, markPaid } = server();
    const invoke = bridge('ok', markPaid);
    open('wechat');
    expect(await screen.findByRole('article', { name: '志愿者特权卡·年卡' })).toHaveTextContent(
      '有效期 365 天',
    );
    expect(screen.getByText('¥99.00')).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: '确认支付 ¥99.00' }));
    expect(
      await screen.findByText('支付成功，会员卡已开通', {}, { timeout: 4000 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '查看会员卡' })).toHaveAttribute(
      'href',
      '/app/account/vip?saleIid=1200',
    );

    const create = api.calls.find(
      ([path, p]) => path === '/h5/getjsonp' && p.uri === '/h5/order/create',
    )?.[1];
    expect(create).toMatchObject({
      iid: '1000',
      token: TEST_MEMBER.token,
      num: '1',
      orderType: '30',
      keys: '2',
      userId: '7',
      saleIid: '1200',
    });
    const prepay = api.calls.find(([path]) => path === '/api/order.wechat.create')?.[1];
    expect(prepay).toEqual({
      iid: 1000,
      token: TEST_MEMBER.token,
      orderId: 'VIPMF3K2X1AAB12CD34',
      openId: 'o-member-7',
      payType: 1,
    });
    expect(invoke).toHaveBeenCalledWith('getBrandWCPayRequest', jsapi, expect.any(Function));
  });

  it.each([
    ['cancel', '已取消支付'],
    ['fail', '支付失败'],
  ])('says %s and offers to pay again', async (answer, text) => {
    server();
    bridge(answer);
    open('wechat');
    await userEvent.setup().click(await screen.findByRole('button', { name: '确认支付 ¥99.00' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(text);
    expect(screen.getByRole('button', { name: '重新支付' })).toBeEnabled();
  });

  it('pays the same order again after a cancel, and creates no second one', async () => {
    const { api, markPaid } = server();
    bridge('cancel');
    open('wechat');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: '确认支付 ¥99.00' }));
    await user.click(await screen.findByRole('button', { name: '重新支付' }));
    bridge('ok', markPaid);
    await user.click(await screen.findByRole('button', { name: '重新支付' }));
    expect(await screen.findByText('支付成功，会员卡已开通')).toBeInTheDocument();
    const creates = api.calls.filter(([path, p]) => path === '/h5/getjsonp' && p.uri === '/h5/order/create');
    expect(creates).toHaveLength(1);
    const prepays = api.calls.filter(([path]) => path === '/api/order.wechat.create').map(([, p]) => p.orderId);
    expect(prepays).toEqual(['VIPMF3K2X1AAB12CD34', 'VIPMF3K2X1AAB12CD34', 'VIPMF3K2X1AAB12CD34']);
  });

  it('asks for WeChat authorisation when there is no openId, and creates nothing', async () => {
    const { api } = server();
    const invoke = bridge('ok');
    open('wechat', null);
    await userEvent.setup().click(await screen.findByRole('button', { name: '确认支付 ¥99.00' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(AUTHORIZE_FIRST);
    expect(api.calls.some(([path]) => path === '/h5/getjsonp')).toBe(false);
    expect(invoke).not.toHaveBeenCalled();
  });

  it('says payment needs WeChat in a plain browser', async () => {
    server();
    open('browser');
    expect(await screen.findByRole('alert')).toHaveTextContent(NEEDS_WECHAT);
    expect(screen.getByRole('button', { name: '确认支付 ¥99.00' })).toBeDisabled();
  });

  it("in a mini-program opens the mini-program's pay page with the order", async () => {
    server();
    const navigateTo = vi.fn((options: { url: string; success?: () => void }) =>
      options.success?.(),
    );
    vi.stubGlobal('wx', { miniProgram: { navigateTo } });
    open('miniprogram');
    await userEvent.setup().click(await screen.findByRole('button', { name: '确认支付 ¥99.00' }));
    await waitFor(() => expect(navigateTo).toHaveBeenCalledTimes(1));
    const url = new URL(navigateTo.mock.calls[0]?.[0].url ?? '', 'https://mp.local');
    expect(url.pathname).toBe('/pages/pay/pay');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      iid: '1000',
      rid: '7',
      session: TEST_MEMBER.token,
      gid: 'VIPMF3K2X1AAB12CD34',
      channel: 'vip',
      tradeType: 'JSAPI',
      from: 'community',
    });
  });
});
