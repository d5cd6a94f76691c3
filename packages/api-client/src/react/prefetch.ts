import type { QueryClient } from '@tanstack/react-query';
import type { ApiClient } from '../client';
import type { CallParams, CallResult, QueryDeclaration } from '../define';
import { assertQueryDeclaration, pagingOf } from './paging';
import { scopedKey, type ScopedListParams, type ScopedParams } from './scope';

/**
 * Fills a query cache ahead of rendering (server rendering): the answers land under the
 * very keys `useRead` and `useList` read, so a page rendered from this cache, and the client that
 * hydrates it, shows them without calling again. A call that fails is left out of the cache (the
 * page renders its loading state and the client asks itself).
 *
 * `scopeKey` is the scope's cache key part (`null` for a scope where nothing varies, as the public
 * scope); `params` are the call's params as the page passes them, with whatever the scope adds.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- a scope that adds no params
export interface Prefetcher<SP extends object = {}> {
  /** The answer `useRead(scope, declaration, params)` reads (`params` without what the scope adds). */
  read<C extends QueryDeclaration>(declaration: C, params: ScopedParams<C, SP>): Promise<void>;
  /** The first page `useList(scope, declaration, params, { pageSize })` reads. */
  list<C extends QueryDeclaration>(declaration: C, params: ScopedListParams<C, SP>, pageSize?: number): Promise<void>;
}

/**
 * A prefetcher for one scope, calling through `client`: `scopeKey` is the key part the scope's
 * `use` answers, `scopeParams` the params it adds to every call (the tenant scope's `{ iid }`).
 * The answers are keyed by the page's own params, as the scope's hooks key them.
 *
 * @example
 * const prefetch = prefetcher(queryClient, serverClient, null);
 * await Promise.all([prefetch.read(home.mainPage, { iid }), prefetch.list(home.feed, { iid }, 5)]);
 * const tenant = prefetcher(queryClient, serverClient, { iid }, { iid });
 * await tenant.read(mall.categories, {}); // what useRead(tenantScope, mall.categories, {}) reads
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- a scope that adds no params
export function prefetcher<SP extends object = {}>(queryClient: QueryClient, client: ApiClient, scopeKey: unknown = null, scopeParams?: SP): Prefetcher<SP> {
  return {
    read(declaration, params) {
      assertQueryDeclaration(declaration);
      return queryClient.prefetchQuery({
        queryKey: scopedKey(declaration, scopeKey, params as object),
        queryFn: ({ signal }) => client.call(declaration, { ...scopeParams, ...params } as CallParams<typeof declaration>, { signal }),
      });
    },
    list(declaration, params, pageSize) {
      assertQueryDeclaration(declaration);
      const paging = pagingOf(declaration);
      const size = pageSize ?? paging.defaultSize;
      return queryClient.prefetchInfiniteQuery({
        queryKey: scopedKey(declaration, scopeKey, { ...params, pageSize: size }),
        initialPageParam: 1,
        queryFn: ({ pageParam, signal }): Promise<CallResult<typeof declaration>> =>
          client.call(declaration, { ...scopeParams, ...params, [paging.page]: pageParam, pageSize: size } as CallParams<typeof declaration>, { signal }),
      });
    },
  };
}
