import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderMemberPage } from '../../../test/render-page';
import { Component as AdtradePage } from './adtrade-page';

const ROUTE = { route: '/app/statis/adtrade', path: '/app/statis/adtrade' };

describe('AdtradePage', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('draws paid orders and amounts by business type', async () => {
    const api = mockApi({
      '/api/statis/adtrade': () => ({ t: [{ businessType: 1, label: '活动', orders: 4, amountFen: 39_600 }, { businessType: 8, label: '众筹', orders: 1, amountFen: 1200 }] }),
    });
    renderMemberPage(<AdtradePage />, ROUTE);
    expect(await screen.findByRole('img', { name: '各业务订单数：活动 4，众筹 1' })).toBeVisible();
    expect(screen.getByRole('img', { name: '各业务交易额：活动 ¥396.00，众筹 ¥12.00' })).toBeVisible();
    expect(screen.getByText('交易额')).toHaveTextContent('¥408.00交易额');
    expect(api.calls[0]?.[1]).toMatchObject({ days: '30' });
  });

  it('says there was no paid order in the range', async () => {
    mockApi({ '/api/statis/adtrade': () => ({ t: [] }) });
    renderMemberPage(<AdtradePage />, ROUTE);
    expect(await screen.findByText('近30天还没有已支付的订单')).toBeVisible();
    expect(screen.queryByRole('img')).toBeNull();
  });
});
