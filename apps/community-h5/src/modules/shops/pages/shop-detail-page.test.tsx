import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderMemberPage } from '../../../test/render-page';
import { applicationOf } from '../test-fixtures';
import { Component as ShopDetailPage } from './shop-detail-page';

const route = '/app/shops/detail';

describe('ShopDetailPage', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows a member shop: introduction, photos and a number to call', async () => {
    const { status: _s, licence: _l, orderId: _o, rejectReason: _r, ...shop } = applicationOf(3, { photos: ['/api/media/a.jpg'] });
    mockApi({ '/api/shops/detail': () => ({ t: shop }) });
    renderMemberPage(<ShopDetailPage />, { route, path: `${route}?id=6` });
    expect(await screen.findByRole('region', { name: '商家介绍' })).toHaveTextContent('社区食堂，志愿者九折');
    expect(screen.getByRole('img', { name: '同心小馆照片1' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: '联系商家' })).toHaveTextContent('周店长：13900003333');
    expect(screen.getByRole('link', { name: '13900003333' })).toHaveAttribute('href', 'tel:13900003333');
  });

  it('says a shop is not there, and a link without one asks nothing', async () => {
    const api = mockApi({ '/api/shops/detail': () => ({ code: 404, msg: '商家不存在或未入驻' }) });
    const first = renderMemberPage(<ShopDetailPage />, { route, path: route });
    expect(await screen.findByText('缺少参数，无法查看商家')).toBeVisible();
    expect(api.calls).toEqual([]);
    first.unmount();
    renderMemberPage(<ShopDetailPage />, { route, path: `${route}?id=99` });
    expect(await screen.findByText('商家不存在或未入驻')).toBeVisible();
  });
});
