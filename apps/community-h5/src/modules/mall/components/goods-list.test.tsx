import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderMemberPage } from '../../../test/render-page';
import { GoodsList, WARM_DETAIL_MS } from './goods-list';

const loaded = vi.hoisted(() => vi.fn());
// The goods page's module, as the list fetches it ahead of a tap.
vi.mock('../pages/goods-detail-page', () => {
  loaded();
  return { Component: () => null };
});

const card = {
  id: 1,
  title: '同心公益帆布袋',
  image: '/p.svg',
  price: 2990,
  linePrice: 4900,
  sales: 326,
  stock: 200,
  state: 1,
  limit: 0,
  categoryId: 1,
  storeId: null,
};
const list = (rows: (typeof card)[]) => ({
  rows,
  isPending: false,
  error: null,
  hasNextPage: false,
  fetchNextPage: async () => undefined,
  refetch: async () => undefined,
});

describe('GoodsList', () => {
  afterEach(() => {
    vi.useRealTimers();
    loaded.mockClear();
  });

  it('fetches the goods page ahead of a tap once its cards show, not before', async () => {
    vi.useFakeTimers();
    const view = renderMemberPage(
      <GoodsList
        list={list([])}
        to={(g) => `/app/store/1000/detail/${g.id}`}
        empty="暂无商品"
        label="商品列表"
      />,
      { route: '/x', path: '/x' },
    );
    await act(() => vi.advanceTimersByTimeAsync(WARM_DETAIL_MS * 2));
    expect(loaded).not.toHaveBeenCalled();

    view.unmount();
    renderMemberPage(
      <GoodsList
        list={list([card])}
        to={(g) => `/app/store/1000/detail/${g.id}`}
        empty="暂无商品"
        label="商品列表"
      />,
      { route: '/x', path: '/x' },
    );
    expect(screen.getByRole('link', { name: /同心公益帆布袋/ })).toBeInTheDocument();
    expect(loaded).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(WARM_DETAIL_MS));
    await vi.waitFor(() => expect(loaded).toHaveBeenCalledTimes(1));
  });
});
