import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderMemberPage } from '../../../components/member-kit/testing';
import { Component as VipBuyPage, vipPayPath } from './vip-buy-page';

const plans = {
  t: [
    { id: 1, cardTitle: '志愿者特权卡·月卡', cardDesc: '30 天会员特权', cardImg: '', price: 9.9, days: 30 },
    { id: 2, cardTitle: '志愿者特权卡·年卡', cardDesc: '365 天会员特权', cardImg: '', price: 99, days: 365 },
  ],
};

describe('VipBuyPage', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows the card of query id with its price and days', async () => {
    mockApi({ '/api/vip/card/list': () => plans });
    renderMemberPage(<VipBuyPage />, { route: '/app/account/vipBuy', path: '/app/account/vipBuy?id=2' });
    const card = await screen.findByRole('article', { name: '志愿者特权卡·年卡' });
    expect(card).toHaveTextContent('有效期 365 天');
    expect(screen.getByText('¥99')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '立即开通' })).toBeEnabled();
  });

  it('says a card that is not on sale does not exist', async () => {
    mockApi({ '/api/vip/card/list': () => plans });
    renderMemberPage(<VipBuyPage />, { route: '/app/account/vipBuy', path: '/app/account/vipBuy?id=9' });
    expect(await screen.findByText('这张会员卡不存在或已下架')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '立即开通' })).toBeNull();
  });

  it('pays on the pay page of spec §2', () => {
    expect(vipPayPath(1000, 2)).toBe('/app/pay/vip-buy?iid=1000&id=2');
  });
});
