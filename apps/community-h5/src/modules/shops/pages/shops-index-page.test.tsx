import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderMemberPage } from '../../../test/render-page';
import { applicationOf } from '../test-fixtures';
import { Component as ShopsIndexPage } from './shops-index-page';

const ROUTE = { route: '/app/shops/:iid/index', path: '/app/shops/1000/index' };

describe('ShopsIndexPage', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('lists the organisation’s member shops, each leading to its page, to anyone', async () => {
    const { status: _s, licence: _l, orderId: _o, rejectReason: _r, ...shop } = applicationOf(3);
    const api = mockApi({ '/api/shops/list': () => ({ t: { list: [shop], total: 1 } }) });
    renderMemberPage(<ShopsIndexPage />, { ...ROUTE, member: null });
    const row = (await within(await screen.findByRole('list', { name: '会员商家' })).findAllByRole('listitem'))[0]!;
    expect(row).toHaveTextContent('同心小馆餐饮 · 浙江省杭州市西湖区社区食堂，志愿者九折');
    expect(within(row).getByRole('link')).toHaveAttribute('href', '/app/shops/detail?id=6');
    expect(screen.getByRole('link', { name: '我要入驻' })).toHaveAttribute('href', '/app/shops/join');
    expect(api.calls[0]?.[1]).toMatchObject({ iid: '1000' });
  });

  it('says no shop has joined yet', async () => {
    mockApi({ '/api/shops/list': () => ({ t: { list: [], total: 0 } }) });
    renderMemberPage(<ShopsIndexPage />, ROUTE);
    expect(await screen.findByText('还没有入驻的商家')).toBeVisible();
  });
});
