import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderMemberPage } from '../../../test/render-page';
import { Component as PersonalPage } from './personal-page';

const profile = { userId: 7, iid: 1000, mobile: '13800138000', nickName: '同心志愿者', name: '', headImg: '', signature: '', email: '', coin: 320, isVip: true, hasPassword: true };
const counts = { waitingPayment: 2, toShip: 0, toReceive: 1, toComment: 3, afterSale: 1 };

function open(modules: string[]) {
  mockApi({
    '/api/userV2.profile': () => ({ t: profile }),
    '/api/order/counts': () => ({ t: counts }),
    '/api/site/look': () => ({ t: { themeColor: '#0a7b5f', tabs: ['home', 'mine'], modules } }),
  });
  renderMemberPage(<PersonalPage />, { route: '/app/account/personal', path: '/app/account/personal' });
}

describe('the personal centre', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    localStorage.clear();
  });

  it('shows the member with the vip badge, the order shortcuts with their counts, linked to the list by status', async () => {
    open(['wallet', 'coupon', 'point', 'member', 'order']);
    expect(await screen.findByText('同心志愿者')).toBeInTheDocument();
    expect(screen.getByText('VIP会员')).toBeInTheDocument();
    const shortcuts = screen.getByRole('navigation', { name: '订单状态' });
    expect(await within(shortcuts).findByRole('link', { name: '待付款 2' })).toHaveAttribute('href', '/app/order/1000?status=1');
    expect(within(shortcuts).getByRole('link', { name: '待发货 0' })).toHaveAttribute('href', '/app/order/1000?status=11');
    expect(within(shortcuts).getByRole('link', { name: '待收货 1' })).toHaveAttribute('href', '/app/order/1000?status=12');
    expect(within(shortcuts).getByRole('link', { name: '待评价 3' })).toHaveAttribute('href', '/app/order/1000?status=20');
    expect(within(shortcuts).getByRole('link', { name: '退款/售后 1' })).toHaveAttribute('href', '/app/order/1000?status=21');
    expect(screen.getByRole('link', { name: '全部订单 ›' })).toHaveAttribute('href', '/app/order/1000');
  });

  it('offers the entries of the modules the tenant runs, and only those', async () => {
    open(['wallet', 'coupon', 'member', 'order']);
    const entries = await screen.findByRole('navigation', { name: '我的服务' });
    expect(await within(entries).findByRole('link', { name: '我的钱包' })).toHaveAttribute('href', '/app/wallet/index');
    expect(within(entries).getByRole('link', { name: '优惠券' })).toHaveAttribute('href', '/app/account/1000/coupon');
    expect(within(entries).getByRole('link', { name: '设置' })).toHaveAttribute('href', '/app/account/personal/info');
    expect(within(entries).queryByRole('link', { name: '分销中心' })).toBeNull();
    expect(within(entries).queryByRole('link', { name: '积分' })).toBeNull();
    expect(within(entries).queryByRole('link', { name: '我的预订' })).toBeNull();
  });
});
