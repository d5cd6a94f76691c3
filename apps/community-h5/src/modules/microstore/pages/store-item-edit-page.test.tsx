import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderMemberPage } from '../../../test/render-page';
import { goodsOf } from '../test-fixtures';
import { Component as StoreItemEditPage } from './store-item-edit-page';

const ROUTE = { route: '/app/account/storeItemEdit', path: '/app/account/storeItemEdit' };
const rice = goodsOf(2, '有机大米', 5900);
const soap = goodsOf(3, '手工皂', 1800);
const tea = goodsOf(4, '高山茶', 8800);
const pool = (words?: unknown) => [rice, soap, tea].filter((g) => !words || g.title.includes(String(words))).map((g) => ({ ...g, commission: Math.round(g.price / 10), chosen: g.id === 2 }));

function open() {
  const api = mockApi({
    '/api/microstore/goods': () => ({ t: [rice] }),
    '/api/microstore/pool': (p) => ({ t: { list: pool(p.words), total: pool(p.words).length } }),
    '/api/microstore/goods/set': (p) => ({ t: [rice, soap, tea].filter((g) => (p.ids as number[]).includes(g.id)) }),
  });
  const view = renderMemberPage(<StoreItemEditPage />, ROUTE);
  return { api, ...view, user: userEvent.setup() };
}
const chosenTitles = () => within(screen.getByRole('list', { name: '已选商品' })).getAllByRole('heading').map((h) => h.textContent);

describe('StoreItemEditPage', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    localStorage.clear();
  });

  it('picks goods from the pool with their commission, reorders and removes them, then saves the order', async () => {
    const { api, user, location } = open();
    await waitFor(() => expect(chosenTitles()).toEqual(['有机大米']));
    const offered = within(await screen.findByRole('list', { name: '可选商品' }));
    expect(await offered.findByText('预计佣金 ¥1.80')).toBeVisible();
    expect(offered.getByRole('button', { name: '选择有机大米' })).toBeDisabled();
    await user.click(offered.getByRole('button', { name: '选择手工皂' }));
    await user.click(offered.getByRole('button', { name: '选择高山茶' }));
    expect(chosenTitles()).toEqual(['有机大米', '手工皂', '高山茶']);
    await user.click(screen.getByRole('button', { name: '上移高山茶' }));
    expect(chosenTitles()).toEqual(['有机大米', '高山茶', '手工皂']);
    expect(screen.getByRole('button', { name: '上移有机大米' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: '移除有机大米' }));
    expect(chosenTitles()).toEqual(['高山茶', '手工皂']);
    expect(screen.getByRole('heading', { name: '小店展示（2）' })).toBeVisible();
    await user.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(location()).toBe('/app/account/distributionStore'));
    expect(api.calls.filter(([path]) => path === '/api/microstore/goods/set').map(([, p]) => p)).toMatchObject([{ ids: [4, 3] }]);
  });

  it('keeps the choice as a draft across a reload, refuses saving nothing, and searches the pool', async () => {
    const first = open();
    await waitFor(() => expect(chosenTitles()).toEqual(['有机大米']));
    await first.user.click(screen.getByRole('button', { name: '移除有机大米' }));
    first.unmount();
    const { api, user } = open();
    expect(await screen.findByText('还没有选择商品，从下面的商品中挑选吧')).toBeVisible();
    await user.click(screen.getByRole('button', { name: '保存' }));
    expect(await screen.findByText('请选择商品')).toBeInTheDocument();
    expect(api.calls.some(([path]) => path === '/api/microstore/goods/set')).toBe(false);

    await user.type(screen.getByRole('searchbox', { name: '搜索商品名称' }), '茶{Enter}');
    await waitFor(() => expect(within(screen.getByRole('list', { name: '可选商品' })).getAllByRole('listitem')).toHaveLength(1));
    expect(api.calls.filter(([path]) => path === '/api/microstore/pool').at(-1)?.[1]).toMatchObject({ words: '茶' });
  });
});
