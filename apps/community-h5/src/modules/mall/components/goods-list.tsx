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
