import { EmptyState, ErrorState, InfiniteList, LoadingSkeleton } from '@tongxin/ui';
import type { ReactNode } from 'react';
import { PullRefresh } from 'react-vant';
import { PULL_TEXTS } from './pull-texts';
import './paged-list.css';

/** What the list shows: a `useList` result (its rows and its paging state). */
export interface PagedQuery<Row> {
  rows: readonly Row[];
  isPending: boolean;
  error: unknown;
  hasNextPage: boolean;
  fetchNextPage: () => Promise<unknown>;
  refetch: () => Promise<unknown>;
}

export interface PagedListProps<Row> {
  /** The list, as `useList(scope, declaration, params)` returns it. */
  list: PagedQuery<Row>;
  /** What the empty state says. */
  empty: string;
  renderRow: (row: Row) => ReactNode;
  rowKey: (row: Row) => string | number;
  /** Accessible name of the list. */
  label: string;
  /** Pull to refresh the list itself; off when the page around it refreshes as a whole. Default on. */
  refreshable?: boolean;
  className?: string;
}

/**
 * A paged list with every state of ARCHITECTURE §10: a skeleton while the first page loads, an
 * error with retry, react-vant Empty when empty, infinite scroll (@tongxin/ui InfiniteList: the
 * next page 80 px before the end, a retry line when it fails) and pull to refresh.
 */
export function PagedList<Row>(props: PagedListProps<Row>) {
  const { rows, isPending, error, hasNextPage, fetchNextPage, refetch } = props.list;
  let body: ReactNode;
  if (isPending) body = <LoadingSkeleton />;
  else if (error && rows.length === 0) body = <ErrorState error={error} onRetry={refetch} />;
  else if (rows.length === 0) body = <EmptyState description={props.empty} />;
  else
    body = (
      <InfiniteList
        finished={!hasNextPage}
        loadingText="加载中…"
        onLoad={async () => {
          const result = (await fetchNextPage()) as
            { isError?: boolean; error?: unknown } | undefined;
          // A failed page shows InfiniteList's retry line.
          if (result?.isError)
            throw result.error instanceof Error ? result.error : new Error('加载失败');
        }}
      >
        <ul aria-label={props.label} className={`paged-list ${props.className ?? ''}`}>
          {rows.map((row) => (
            <li key={props.rowKey(row)}>{props.renderRow(row)}</li>
          ))}
        </ul>
      </InfiniteList>
    );
  if (props.refreshable === false) return body;
  return (
    <PullRefresh onRefresh={refetch} {...PULL_TEXTS}>
      <div className="paged-list-area">{body}</div>
    </PullRefresh>
  );
}
