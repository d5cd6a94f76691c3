import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderMemberPage } from '../../../test/render-page';
import { SEARCH_HISTORY_KEY } from '../lib/search-history';
import { Component as SearchPage } from './search-page';

const card = (id: number, title: string) => ({ id, title, image: '/p.svg', price: 2990, linePrice: 0, sales: 3, stock: 5, state: 1, limit: 0, categoryId: 1, storeId: null, commission: 0 });

describe('SearchPage', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    localStorage.clear();
  });

  it('searches, remembers the words in goodsSearchObject and offers the hot words', async () => {
    localStorage.setItem(SEARCH_HISTORY_KEY, JSON.stringify(['蜂蜜']));
    const api = mockApi({
      '/api/mall/hot-words': () => ({ t: ['帆布袋', '红茶'] }),
      '/h5/getjsonp': (p) => ({ t: p.queryKey === '帆布' ? { list: [card(1, '同心公益帆布袋')], total: 1 } : { list: [], total: 0 } }),
    });
    const view = renderMemberPage(<SearchPage />, { route: '/app/mall/search', path: '/app/mall/search?iid=1000', member: null });
    expect(await screen.findByRole('button', { name: '帆布袋' })).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: '搜索历史' })).getByRole('button', { name: '蜂蜜' })).toBeInTheDocument();

    const user = userEvent.setup();
    await user.type(screen.getByRole('searchbox', { name: '搜索商品' }), '帆布');
    await user.click(screen.getByRole('button', { name: '搜索' }));
    expect(await screen.findByRole('link', { name: /同心公益帆布袋/ })).toHaveAttribute('href', expect.stringContaining('/app/store/1000/detail/1'));
    expect(view.location()).toContain('q=%E5%B8%86%E5%B8%83');
    expect(JSON.parse(localStorage.getItem(SEARCH_HISTORY_KEY) ?? '[]')).toEqual(['帆布', '蜂蜜']);
    expect(api.calls.find(([, p]) => p.uri === '/v1/item/search')?.[1]).toMatchObject({ queryKey: '帆布', iid: '1000' });
  });

  it('says nothing was found', async () => {
    mockApi({ '/api/mall/hot-words': () => ({ t: [] }), '/h5/getjsonp': () => ({ t: { list: [], total: 0 } }) });
    renderMemberPage(<SearchPage />, { route: '/app/mall/search', path: '/app/mall/search?iid=1000&q=xyz', member: null });
    expect(await screen.findByText('暂无商品，去看点别的吧')).toBeInTheDocument();
  });

  it('clears the history only after confirming', async () => {
    localStorage.setItem(SEARCH_HISTORY_KEY, JSON.stringify(['蜂蜜']));
    mockApi({ '/api/mall/hot-words': () => ({ t: [] }) });
    renderMemberPage(<SearchPage />, { route: '/app/mall/search', path: '/app/mall/search?iid=1000', member: null });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: '清除搜索历史' }));
    expect(await screen.findByText('确认清除搜索历史吗？')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '确定' }));
    expect(await screen.findByText('请输入要搜索的商品')).toBeInTheDocument();
    expect(localStorage.getItem(SEARCH_HISTORY_KEY)).toBeNull();
  });
});
