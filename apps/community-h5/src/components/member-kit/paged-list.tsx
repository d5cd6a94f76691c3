import type { ReactNode } from 'react';
import { List, PullRefresh } from 'react-vant';
import { EmptyState, ErrorState, LoadingSkeleton } from './states';

/** Infinite scroll starts loading the next page 80 px before the bottom (spec §9). */
export const SCROLL_OFFSET = 80;

export interface PagedListProps<Row> {
  rows: Row[];
  isPending: boolean;
  error: unknown;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => Promise<unknown>;
  refetch: () => Promise<unknown>;
  /** What the empty state says. */
  empty: string;
  renderRow: (row: Row) => ReactNode;
  rowKey: (row: Row) => string | number;
  /** Accessible name of the list. */
  label: string;
}

/**
 * A member list with every state of ARCHITECTURE §10: skeleton while the first page loads, an
 * error with retry, react-vant Empty when empty, pull to refresh and infinite scroll.
 */
export function PagedList<Row>(props: PagedListProps<Row>) {
  const { rows, isPending, error, hasNextPage, isFetchingNextPage } = props;
  let body: ReactNode;
  if (isPending) body = <LoadingSkeleton />;
  else if (error && rows.length === 0) body = <ErrorState error={error} onRetry={props.refetch} />;
  else if (rows.length === 0) body = <EmptyState description={props.empty} />;
  else
    body = (
      <List
        offset={SCROLL_OFFSET}
        finished={!hasNextPage}
        finishedText="没有更多了"
        loadingText="加载中…"
        errorText={(retry) => (
          <button type="button" className="member-link-button" onClick={retry}>
            加载失败，点击重试
          </button>
        )}
        onLoad={async () => {
          if (!hasNextPage || isFetchingNextPage) return;
          const result = (await props.fetchNextPage()) as { isError?: boolean; error?: unknown } | undefined;
          if (result?.isError) throw result.error instanceof Error ? result.error : new Error('加载失败');
        }}
      >
        <ul aria-label={props.label} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {rows.map((row) => (
            <li key={props.rowKey(row)}>{props.renderRow(row)}</li>
          ))}
        </ul>
      </List>
    );
  return (
    <PullRefresh onRefresh={props.refetch} pullingText="下拉刷新" loosingText="释放刷新" loadingText="刷新中…" successText="已刷新">
      <div style={{ minHeight: '60vh' }}>{body}</div>
    </PullRefresh>
  );
}
