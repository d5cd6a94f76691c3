import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Environment } from '@tongxin/env-auth';
import { environmentDetected, identityResolved } from '../../../lib/session';
import { mockApi, renderMemberPage, TEST_MEMBER } from '../../../test/render-page';
import { Component as SupportPage } from './share-support-page';

const KEY = '0123456789abcdef';

function share(over: Record<string, unknown> = {}) {
  return {
    key: KEY,
    orderId: 'TX1',
    title: '手工帆布包',
    image: '',
    num: 1,
    items: [],
    payFen: 4500,
    status: 1,
    expiresAt: '2099-01-01T00:00:00Z',
    serverTime: new Date().toISOString(),
    sharerName: '小同',
    mine: false,
    supporterName: null,
    supportedByMe: false,
    paidAt: null,
    ...over,
  };
}

function server(current: () => Record<string, unknown>, support: () => unknown = () => ({ t: { appId: 'wx', timeStamp: '1', nonceStr: 'n', package: 'prepay_id=p1', signType: 'RSA', paySign: 's' } })) {
  return mockApi({
    '/h5/getjsonp': (p) => (p.uri === '/h5/order/buyshareInfo' ? { t: current() } : p.uri === '/h5/order/buyshare/support' ? support() : { code: 404, msg: 'no' }),
  });
}

function open(environment: Environment) {
  const view = renderMemberPage(<SupportPage />, { route: '/app/order/shareSupport', path: `/app/order/shareSupport?key=${KEY}&iid=1000` });
  act(() => {
    view.store.dispatch(environmentDetected(environment));
    view.store.dispatch(identityResolved({ openId: 'o-friend' }));
  });
  return view;
}

describe('the friend-pay page', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows whose order it is and pays it through the bridge, then opens the share to see it paid', async () => {
    const api = server(() => share());
    const invoke = vi.fn((_n: string, _p: unknown, done: (r: { err_msg: string }) => void) => done({ err_msg: 'get_brand_wcpay_request:ok' }));
    vi.stubGlobal('WeixinJSBridge', { invoke });
    const view = open('wechat');
    expect(await screen.findByText('小同 请你帮忙付款')).toBeInTheDocument();
    expect(screen.getByLabelText('代付金额')).toHaveTextContent('¥45.00');
    expect(screen.getByText('等待好友付款')).toHaveAttribute('role', 'status');
    await userEvent.setup().click(screen.getByRole('button', { name: '立即付款 ¥45.00' }));
    await vi.waitFor(() => expect(view.location()).toBe(`/app/order/shareDetail?key=${KEY}&iid=1000`));
    expect(invoke).toHaveBeenCalledOnce();
    expect(api.calls.find(([, p]) => p.uri === '/h5/order/buyshare/support')?.[1]).toMatchObject({ key: KEY, openId: 'o-friend', token: TEST_MEMBER.token });
  });

  it('says who took it on when another friend is paying, and offers no payment', async () => {
    server(() => share({ supporterName: '阿明' }));
    open('wechat');
    expect(await screen.findByText('阿明 正在付款…')).toHaveAttribute('role', 'status');
    expect(screen.queryByRole('button', { name: /立即付款/ })).not.toBeInTheDocument();
  });

  it('shows the server\'s refusal when another friend got there first', async () => {
    server(() => share(), () => ({ code: 409, msg: '已有好友正在为这笔订单付款，请稍后再试' }));
    vi.stubGlobal('WeixinJSBridge', { invoke: vi.fn() });
    open('wechat');
    await userEvent.setup().click(await screen.findByRole('button', { name: '立即付款 ¥45.00' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('已有好友正在为这笔订单付款，请稍后再试');
  });

  it('to the buyer offers paying it themselves; outside WeChat says where to pay', async () => {
    server(() => share({ mine: true }));
    open('browser');
    expect(await screen.findByText('这是您分享的代付订单')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '自己支付' })).toHaveAttribute('href', '/app/pay/order?orderId=TX1&iid=1000');
  });

  it('a paid share shows who paid it', async () => {
    server(() => share({ status: 11, supporterName: '阿明', paidAt: '2026-01-01T00:00:00Z' }));
    open('wechat');
    expect(await screen.findByText('阿明 已为这笔订单代付成功')).toHaveAttribute('role', 'status');
    expect(screen.queryByRole('button', { name: /立即付款/ })).not.toBeInTheDocument();
  });
});
