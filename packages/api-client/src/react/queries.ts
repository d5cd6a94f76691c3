import {
  infiniteQueryOptions,
  queryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
  type InfiniteData,
  type UseInfiniteQueryResult,
  type UseMutationOptions,
  type UseMutationResult,
  type UseQueryResult,
} from '@tanstack/react-query';
import type { ApiClient } from '../client';
import { callKind, type CallDeclaration, type CallPaging, type CallParams, type CallResult, type QueryDeclaration } from '../define';
import { useApiClient } from './context';

/**
 * Refuses a write where a read belongs. A write sent through a query would be repeated by every
 * refetch (mount, focus, invalidation): `order.create` twice is two orders. The types already
 * refuse it (`QueryDeclaration`); this catches a declaration typed loosely.
 */
export function assertQueryDeclaration(declaration: CallDeclaration): void {
  if (callKind(declaration) === 'mutation') {
    throw new TypeError(`${declaration.name} is a write (kind 'mutation'): use its mutation hook, not a query`);
  }
}

/**
 * The query key of a call: `[declaration.name, params]`. Keys are never typed by hand, so a page
 * and an invalidation always agree; invalidate every cached page of a call with `[declaration.name]`.
 */
export function callQueryKey<C extends CallDeclaration>(declaration: C, params: CallParams<C>): readonly [string, CallParams<C>] {
  return [declaration.name, params] as const;
}

/**
 * TanStack Query options for a read. The transport already retried a GET once, so the query
 * itself does not retry (a server or session error would only repeat). A write (kind
 * 'mutation') is refused, by type and at run time.
 *
 * @example
 * const list = useQuery(callQueryOptions(client, home.feed, { iid, pageNo: 1 }));
 * await queryClient.prefetchQuery(callQueryOptions(client, point.account, { iid, token }));
 */
export function callQueryOptions<C extends QueryDeclaration>(client: ApiClient, declaration: C, params: CallParams<C>) {
  assertQueryDeclaration(declaration);
  return queryOptions({
    queryKey: callQueryKey(declaration, params),
    queryFn: ({ signal }): Promise<CallResult<C>> => client.call(declaration, params, { signal }),
    retry: false,
  });
}

/** Options a page may add to a call's query. */
export interface CallQueryExtras {
  readonly enabled?: boolean;
  readonly staleTime?: number;
  readonly gcTime?: number;
  readonly refetchInterval?: number | false;
  readonly refetchOnWindowFocus?: boolean;
}

/**
 * The query hook of any read declaration, with the client of the nearest ApiClientProvider.
 *
 * @example
 * const account = useCall(point.account, { iid, token });
 * if (account.isError) toast(errorMessage(account.error));
 */
export function useCall<C extends QueryDeclaration>(
  declaration: C,
  params: CallParams<C>,
  extras: CallQueryExtras = {},
): UseQueryResult<CallResult<C>, Error> {
  const client = useApiClient();
  return useQuery({ ...callQueryOptions(client, declaration, params), ...extras });
}

/** TanStack Query options for a write: the params are the mutation's variables. */
export function callMutationOptions<C extends CallDeclaration>(client: ApiClient, declaration: C) {
  return {
    mutationKey: [declaration.name] as const,
    mutationFn: (params: CallParams<C>): Promise<CallResult<C>> => client.call(declaration, params),
  };
}

/** Options a page may give a call's mutation (everything but its key and function). */
export type CallMutationExtras<C extends CallDeclaration> = Omit<
  UseMutationOptions<CallResult<C>, Error, CallParams<C>>,
  'mutationKey' | 'mutationFn'
>;

/**
 * The mutation hook of any declaration; each write also has its own (`useMemberCoinSignMutation`).
 *
 * @example
 * const sign = useCallMutation(point.sign, {
 *   onSuccess: () => queryClient.invalidateQueries({ queryKey: [point.account.name] }),
 * });
 * sign.mutate({ iid, token });
 */
export function useCallMutation<C extends CallDeclaration>(
  declaration: C,
  options: CallMutationExtras<C> = {},
): UseMutationResult<CallResult<C>, Error, CallParams<C>> {
  const client = useApiClient();
  return useMutation({ ...options, ...callMutationOptions(client, declaration) });
}

/** The rows of one page: the page itself when it is a list, else its `list` (a `{ list, total }` page). */
export function pageItems(page: unknown): readonly unknown[] {
  if (Array.isArray(page)) return page;
  if (typeof page === 'object' && page !== null && Array.isArray((page as { list?: unknown }).list)) {
    return (page as { list: unknown[] }).list;
  }
  return [];
}

function totalOf(page: unknown): number | undefined {
  if (typeof page !== 'object' || page === null) return undefined;
  const total = (page as { total?: unknown }).total;
  return typeof total === 'number' ? total : undefined;
}

/**
 * Which paging variant a declaration uses: its own `paging`, else read from its params (a
 * `pageNumber` param means the pageNumber variant), with 10 rows a page.
 */
export function pagingOf(declaration: CallDeclaration): CallPaging {
  if (declaration.paging) return declaration.paging;
  const shape = (declaration.params as { shape?: Record<string, unknown> }).shape;
  return { page: shape && 'pageNumber' in shape ? 'pageNumber' : 'pageNo', defaultSize: 10 };
}

/** A paged call's params without its page number and size (the infinite query supplies them). */
export type PagedParams<C extends CallDeclaration> = Omit<CallParams<C>, 'pageNo' | 'pageNumber' | 'pageSize'>;

export interface InfiniteCallOptions {
  /** Rows a page (default: the declaration's paging.defaultSize). */
  readonly pageSize?: number;
  /** The paging variant, for a declaration that has no `paging`. */
  readonly page?: CallPaging['page'];
}

/**
 * TanStack infinite-query options for a paged list, in either variant of the spec (pageNo/pageSize
 * or pageNumber/pageSize). Pages start at 1; there is a next page while the last one was full
 * (and, for `{ list, total }` pages, while fewer than `total` rows are loaded). Its key is
 * `[declaration.name, params, 'infinite']`.
 *
 * @example
 * const feed = useInfiniteQuery(callInfiniteQueryOptions(client, home.feed, { iid }));
 * const rows = flattenPages(feed.data);
 */
export function callInfiniteQueryOptions<C extends QueryDeclaration>(
  client: ApiClient,
  declaration: C,
  params: PagedParams<C>,
  options: InfiniteCallOptions = {},
) {
  assertQueryDeclaration(declaration);
  const paging = pagingOf(declaration);
  const page = options.page ?? paging.page;
  const pageSize = options.pageSize ?? paging.defaultSize;
  return infiniteQueryOptions({
    queryKey: [declaration.name, params, 'infinite'] as const,
    initialPageParam: 1,
    queryFn: ({ pageParam, signal }): Promise<CallResult<C>> =>
      client.call(declaration, { ...params, [page]: pageParam, pageSize } as CallParams<C>, { signal }),
    getNextPageParam: (lastPage: CallResult<C>, allPages: CallResult<C>[], lastPageParam: number) => {
      if (pageItems(lastPage).length < pageSize) return undefined;
      const total = totalOf(lastPage);
      const loaded = allPages.reduce((sum, p) => sum + pageItems(p).length, 0);
      return total !== undefined && loaded >= total ? undefined : lastPageParam + 1;
    },
    retry: false,
  });
}

/** The infinite-query hook of a paged list declaration. */
export function useCallInfinite<C extends QueryDeclaration>(
  declaration: C,
  params: PagedParams<C>,
  options: InfiniteCallOptions = {},
): UseInfiniteQueryResult<InfiniteData<CallResult<C>, unknown>, Error> {
  const client = useApiClient();
  return useInfiniteQuery(callInfiniteQueryOptions(client, declaration, params, options));
}

/** The row type of a page: the element of a list page, or of a `{ list }` page's list. */
export type PageItem<T> = T extends readonly (infer I)[] ? I : T extends { readonly list: readonly (infer I)[] } ? I : never;

/** Every row of an infinite query's pages, in order (empty while loading). */
export function flattenPages<T>(data: InfiniteData<T, unknown> | undefined): PageItem<T>[] {
  return data ? (data.pages.flatMap((page) => [...pageItems(page)]) as PageItem<T>[]) : [];
}
