import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderMemberPage } from '../../../test/render-page';
import { goodsOf } from '../test-fixtures';
import { Component as SmallStorePage } from './small-store-page';

const route = '/app/account/smallStore';
const shop = (over: object = {}) => ({ id: 4, name: '同心小店', logo: '', intro: '社区好物', owner: '王阿姨', key: 'ms0123456789ab', goods: [goodsOf(2, '有机大米', 5900), goodsOf(3, '手工皂', 1800, 0)], consults: [{ name: '小林', phone: '13900001111', wechat: 'tx-lin' }], ...over });

describe('SmallStorePage', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows the store to any visitor: its goods (sold out said), its owner and whom to call', async () => {
    const api = mockApi({ '/api/microstore/shop': () => ({ t: shop() }) });
    renderMemberPage(<SmallStorePage />, { route, path: `${route}?id=4&iid=1000&saleIid=1000&multiDisKey=ms0123456789ab`, member: null });
    expect(await screen.findByRole('region', { name: '店铺信息' })).toHaveTextContent('同心小店社区好物店主：王阿姨');
    const goods = within(screen.getByRole('list', { name: '店铺商品' }));
    expect(goods.getByRole('link', { name: '有机大米' })).toHaveAttribute('href', '/app/store/1000/detail/2?saleIid=1000&multiDisKey=ms0123456789ab');
    expect(goods.getByRole('link', { name: '有机大米' })).toHaveTextContent('¥59.00');
    expect(goods.getByRole('link', { name: '手工皂' })).toHaveTextContent('已售罄');
    expect(screen.getByRole('link', { name: '拨打 13900001111' })).toHaveAttribute('href', 'tel:13900001111');
    expect(screen.getByText('小林（微信 tx-lin）')).toBeVisible();
    expect(api.calls[0]).toEqual(['/api/microstore/shop', expect.objectContaining({ iid: '1000', id: '4' })]);
  });

  it('says the owner is still choosing when the store shows no goods', async () => {
    mockApi({ '/api/microstore/shop': () => ({ t: shop({ goods: [], consults: [] }) }) });
    renderMemberPage(<SmallStorePage />, { route, path: `${route}?id=4&iid=1000` });
    expect(await screen.findByText('店主还在挑选商品，过会儿再来看看吧')).toBeVisible();
    expect(screen.queryByText('联系客服')).toBeNull();
  });

  it('explains a link without a store and asks nothing; a closed store in the server’s words', async () => {
    const api = mockApi({ '/api/microstore/shop': () => ({ code: 404, msg: '小店不存在或已关闭' }) });
    const first = renderMemberPage(<SmallStorePage />, { route, path: route });
    expect(await screen.findByText('缺少参数无法查看')).toBeVisible();
    expect(api.calls).toEqual([]);
    first.unmount();
    renderMemberPage(<SmallStorePage />, { route, path: `${route}?id=9&iid=1000` });
    expect(await screen.findByText('小店不存在或已关闭')).toBeVisible();
  });
});
