import type { mall } from '@tongxin/api-client';
import { useEffect } from 'react';
import { PagedList } from '../../../components/paged-list';
import { rememberCards } from '../lib/card-cache';
import { GoodsCard } from './goods-card';

interface GoodsPages {
  rows: readonly mall.GoodsCard[];
  isPending: boolean;
  error: unknown;
  hasNextPage: boolean;
  fetchNextPage: () => Promise<unknown>;
  refetch: () => Promise<unknown>;
}

/** The cards of the grid's first row: on the first screen, their pictures are not lazy. */
const FIRST_SCREEN_CARDS = 2;

/** How long after the cards show the goods page's code is fetched where the browser has no idle callback. */
export const WARM_DETAIL_MS = 1500;

/**
 * Fetches the goods page's code once the list shows its cards and the phone is idle, so a tap on
 * a card shows the goods at once (title and price from the card) instead of first waiting for the
 * page's chunk: on Slow 4G that wait was most of the 2.7 s before the title showed.
 */
function useWarmDetailPage(ready: boolean) {
  useEffect(() => {
    if (!ready) return undefined;
    const load = () => void import('../pages/goods-detail-page');
    if (typeof window.requestIdleCallback === 'function') {
      const id = window.requestIdleCallback(load, { timeout: 3000 });
      return () => window.cancelIdleCallback(id);
    }
    const timer = setTimeout(load, WARM_DETAIL_MS);
    return () => clearTimeout(timer);
  }, [ready]);
}

/** A paged grid of goods cards with every list state (skeleton, empty, error + retry, pull to refresh, infinite scroll). */
export function GoodsList({
  list,
  to,
  empty,
  label,
  extra,
  refreshable,
}: {
  list: GoodsPages;
  to: (g: mall.GoodsCard) => string;
  empty: string;
  label: string;
  extra?: (g: mall.GoodsCard) => string;
  /** Off when the page around it refreshes as a whole (PagedList's). */
  refreshable?: boolean;
}) {
  useEffect(() => rememberCards(list.rows), [list.rows]);
  useWarmDetailPage(list.rows.length > 0);
  const first = new Set(list.rows.slice(0, FIRST_SCREEN_CARDS).map((g) => g.id));
  return (
    <PagedList
      label={label}
      list={list}
      refreshable={refreshable}
      empty={empty}
      className="goods-grid"
      rowKey={(g) => g.id}
      renderRow={(g) => <GoodsCard goods={g} to={to(g)} extra={extra?.(g)} priority={first.has(g.id)} />}
    />
  );
}
