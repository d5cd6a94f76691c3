import type { ReactNode } from 'react';
import { EmptyState, ErrorState, LoadingSkeleton } from './states';

/** What the view shows: a `useRead` result (or any query with these fields). */
export interface ViewedQuery<T> {
  isPending: boolean;
  isError: boolean;
  error: unknown;
  data: T | undefined;
  refetch: () => Promise<unknown>;
}

export interface QueryViewProps<T> {
  query: ViewedQuery<T>;
  /** The page's content once the data is there (and not empty). */
  children: (data: T) => ReactNode;
  /** Whether the data counts as empty (shows `empty`); an empty array by default. */
  isEmpty?: (data: T) => boolean;
  /** What the empty state says. */
  empty?: string;
  /** The skeleton while loading (3 rows by default). */
  loading?: ReactNode;
}

/**
 * The one view of a read's states (ARCHITECTURE §10): a skeleton while it loads, the error with
 * retry, the empty state, else the content.
 *
 * @example
 * <QueryView query={useRead(tenantScope, member.contact, {})} loading={<LoadingSkeleton rows={2} />}>
 *   {(contact) => <ContactCard contact={contact} />}
 * </QueryView>
 */
export function QueryView<T>({
  query,
  children,
  isEmpty,
  empty = '暂无内容',
  loading,
}: QueryViewProps<T>) {
  if (query.isPending) return <>{loading ?? <LoadingSkeleton />}</>;
  if (query.isError || query.data === undefined)
    return <ErrorState error={query.error} onRetry={query.refetch} />;
  const data = query.data;
  if (isEmpty ? isEmpty(data) : Array.isArray(data) && data.length === 0)
    return <EmptyState description={empty} />;
  return <>{children(data)}</>;
}
