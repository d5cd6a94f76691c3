import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderMemberPage } from '../../../test/render-page';
import { loadPage } from '../../../lib/page-load';
import { Component as VipBuyPage } from './vip-buy-page';

vi.mock('../../../lib/page-load', () => ({ loadPage: vi.fn() }));

const plans = {
  t: [
    {
      id: 1,
      cardTitle: '志愿者特权卡·月卡',
      cardDesc: '30 天会员特权',
      cardImg: '',
      price: 990,
      days: 30,
    },
    {
      id: 2,
      cardTitle: '志愿者特权卡·年卡',
      cardDesc: '365 天会员特权',
      cardImg: '',
      price: 9900,
      days: 365,
    },
  ],
};

describe('VipBuyPage', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.mocked(loadPage).mockClear();
  });

  it('shows the card of query id with its price and days', async () => {
    mockApi({ '/api/vip/card/list': () => plans });
    renderMemberPage(<VipBuyPage />, {
      route: '/app/account/vipBuy',
      path: '/app/account/vipBuy?id=2',
    });
    const card = await screen.findByRole('article', { name: '志愿者特权卡·年卡' });
    expect(card).toHaveTextContent('有效期 365 天');
    expect(screen.getByText('¥99.00')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '立即开通' })).toBeEnabled();
  });

  it('says a card that is not on sale does not exist', async () => {
    mockApi({ '/api/vip/card/list': () => plans });
    renderMemberPage(<VipBuyPage />, {
      route: '/app/account/vipBuy',
      path: '/app/account/vipBuy?id=9',
    });
    expect(await screen.findByText('这张会员卡不存在或已下架')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '立即开通' })).toBeNull();
  });

  it('pays on /app/pay/vip-buy through the location helper, with the pass-through params', async () => {
    mockApi({ '/api/vip/card/list': () => plans });
    const { location } = renderMemberPage(<VipBuyPage />, {
      route: '/app/account/vipBuy',
      path: '/app/account/vipBuy?id=2&saleIid=1200',
    });
    await userEvent.setup().click(await screen.findByRole('button', { name: '立即开通' }));
    const url = '/app/pay/vip-buy?iid=1000&id=2&saleIid=1200';
    expect(loadPage).toHaveBeenCalledWith(url);
    expect(location()).toBe(url);
  });
});
