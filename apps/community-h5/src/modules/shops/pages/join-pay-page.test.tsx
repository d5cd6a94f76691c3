import { act, screen } from '@testing-library/react';
import { shops } from '@tongxin/api-client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { environmentDetected } from '../../../lib/session';
import { mockApi, renderMemberPage } from '../../../test/render-page';
import { applicationOf } from '../test-fixtures';
import { AUTHORIZE_FIRST } from '../../../components/checkout';
import { Component as JoinPayPage, NEEDS_WECHAT } from './join-pay-page';

const ROUTE = { route: '/app/pay/shops_join', path: '/app/pay/shops_join?iid=1000' };
const S = shops.SHOP_STATUS;
const open = (application: ReturnType<typeof applicationOf> | null) => {
  const api = mockApi({ '/api/shops/join/info': () => ({ t: { fee: 9900, application } }) });
  return { api, ...renderMemberPage(<JoinPayPage />, ROUTE) };
};

describe('JoinPayPage', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows the application and its fee; outside WeChat says to open WeChat and orders nothing', async () => {
    const { api } = open(applicationOf(S.draft));
    expect(await screen.findByRole('region', { name: '入驻订单' })).toHaveTextContent('同心小馆餐饮 · 浙江省杭州市西湖区入驻费 ¥99.00');
    expect(screen.getByRole('alert')).toHaveTextContent(NEEDS_WECHAT);
    const pay = screen.getByRole('button', { name: '确认支付 ¥99.00' });
    expect(pay).toBeDisabled();
    pay.click();
    expect(api.calls.some(([, p]) => p.uri === '/h5/order/create')).toBe(false);
  });

  it('inside WeChat, without the member’s WeChat identity, asks to authorize first and orders nothing', async () => {
    const { api, store } = open(applicationOf(S.draft));
    act(() => void store.dispatch(environmentDetected('wechat')));
    const pay = await screen.findByRole('button', { name: '确认支付 ¥99.00' });
    expect(pay).toBeEnabled();
    pay.click();
    expect(await screen.findByRole('alert')).toHaveTextContent(AUTHORIZE_FIRST);
    expect(api.calls.some(([, p]) => p.uri === '/h5/order/create')).toBe(false);
  });

  it('says a paid application waits for review, and a member without one where to fill it in', async () => {
    const first = open(applicationOf(S.reviewing));
    expect(await screen.findByText('入驻费已支付，等待组织审核')).toBeVisible();
    expect(screen.getByRole('link', { name: '查看入驻进度' })).toHaveAttribute('href', '/app/shops/join');
    first.unmount();
    open(null);
    expect(await screen.findByText('请先填写入驻信息')).toBeVisible();
    expect(screen.getByRole('link', { name: '去填写' })).toHaveAttribute('href', '/app/shops/join/step1');
  });
});
