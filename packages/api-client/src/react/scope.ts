import {
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
  type InfiniteData,
  type QueryClient,
  type UseInfiniteQueryResult,
  type UseMutationOptions,
  type UseMutationResult,
  type UseQueryResult,
} from '@tanstack/react-query';
import { useCallback, useContext, useEffect, useRef } from 'react';
import type { ApiClient } from '../client';
import type { CallDeclaration, CallParams, CallResult, QueryDeclaration } from '../define';
import { isApiError } from '../errors';
import { ApiClientContext } from './context';
import { assertQueryDeclaration, pageItems, pagingOf, totalOf, type PageItem } from './paging';

/**
 * What a scope gives every call made through it, read on each render (a scope's `use` is a hook).
 */
export interface ScopeValue<P extends object> {
  /** The params the scope adds to every call: the tenant (`iid`), the member's `token`, … */
  readonly params: P;
  /**
   * The cache key's scope part: who and where the answer is for (e.g. `{ iid, userId }`), so a
   * member's cached reads are never shown to another member. `null` when nothing varies.
   */
  readonly key: unknown;
  /** False while the scope cannot call (signed out): its reads wait idle, its writes refuse. */
  readonly ready: boolean;
  /**
   * What happens when a call answers the session error (1000001): the member scope clears the
   * session and sends to sign-in. Without it, the error is only the query's error.
   */
  readonly onSessionExpired?: () => void;
}

/** A scope: its name (for messages), an optional client (else the nearest ApiClientProvider's) and its hook. */
export interface Scope<P extends object> {
  readonly name: string;
  readonly client?: ApiClient;
  /** A hook, called by every read, list and write of the scope. */
  readonly use: () => ScopeValue<P>;
  /** The error a write of a scope that is not ready rejects with. */
  readonly notReady?: string;
}

/**
 * Declares a scope: where the calls of a group of pages get their tenant, session and cache key.
 *
 * @example
 * export const memberScope = defineScope({
 *   name: 'member',
 *   client: api,
 *   use: () => {
 *     const { iid, token, userId } = useMemberSession();
 *     return { params: { iid, token: token ?? '' }, key: { iid, userId }, ready: token !== null, onSessionExpired: signOut };
 *   },
 * });
 */
/*#__NO_SIDE_EFFECTS__*/
export function defineScope<P extends object>(scope: Scope<P>): Scope<P> {
  return Object.freeze({ ...scope });
}

/** The params a page gives a call made through a scope: the call's own, minus what the scope adds. */
export type ScopedParams<C extends CallDeclaration, P extends object> = Omit<
  CallParams<C>,
  keyof P
>;

/** The params of a paged list made through a scope: also minus the page number and size. */
export type ScopedListParams<C extends CallDeclaration, P extends object> = Omit<
  CallParams<C>,
  keyof P | 'pageNo' | 'pageNumber' | 'pageSize'
>;

/**
 * The one key shape of every query: `[declaration.name, scopeKey, params]`. Invalidate every
 * cached answer of a call (any scope, any params) with `[declaration.name]` (`callKeyPrefix`).
 */
export function scopedKey(
  declaration: CallDeclaration,
  scopeKey: unknown,
  params: object,
): readonly [string, unknown, object] {
  return [declaration.name, scopeKey, params] as const;
}

/** The prefix of every cached answer of a call: what a write invalidates. */
export function callKeyPrefix(declaration: CallDeclaration): readonly [string] {
  return [declaration.name] as const;
}

function useScopeClient(scope: Scope<object>): ApiClient {
  const fromContext = useContext(ApiClientContext);
  const client = scope.client ?? fromContext;
  if (!client)
    throw new Error(
      `scope ${scope.name} has no client: give it one or put an <ApiClientProvider> above`,
    );
  return client;
}

/** Runs the scope's session-expired action once per session error. */
function useSessionWatch(error: unknown, onSessionExpired: (() => void) | undefined) {
  const action = useRef(onSessionExpired);
  action.current = onSessionExpired;
  useEffect(() => {
    if (isApiError(error) && error.kind === 'session') action.current?.();
  }, [error]);
}

/** Options a page may add to a read. */
export interface ReadExtras {
  /** False keeps the read idle (e.g. until an id is known); the scope's readiness also counts. */
  readonly enabled?: boolean;
  readonly staleTime?: number;
  readonly gcTime?: number;
  readonly refetchInterval?: number | false;
}

/**
 * A read through a scope, keyed `[declaration.name, scopeKey, params]`; idle while the scope is
 * not ready. A write (kind 'mutation') is refused, by type and at run time.
 *
 * @example
 * const account = useRead(memberScope, point.account, {});
 * const page = useRead(tenantScope, info.page, { name }, { enabled: name !== '' });
 */
export function useRead<C extends QueryDeclaration, P extends object>(
  scope: Scope<P>,
  declaration: C,
  params: ScopedParams<C, P>,
  extras: ReadExtras = {},
): UseQueryResult<CallResult<C>, Error> {
  assertQueryDeclaration(declaration);
  const client = useScopeClient(scope);
  const value = scope.use();
  const query = useQuery({
    ...extras,
    queryKey: scopedKey(declaration, value.key, params),
    queryFn: ({ signal }): Promise<CallResult<C>> =>
      client.call(declaration, { ...params, ...value.params } as CallParams<C>, { signal }),
    // The transport already retried a GET once; a server or session error would only repeat.
    retry: false,
    enabled: value.ready && extras.enabled !== false,
  });
  useSessionWatch(query.error, value.onSessionExpired);
  return query;
}

/** Options of a paged list. */
export interface ListOptions {
  /** Rows per page; the declaration's `paging.defaultSize` when not given. */
  readonly pageSize?: number;
  readonly enabled?: boolean;
}

/** A paged list: the infinite query, and its rows in order (empty while loading). */
export type ListResult<C extends CallDeclaration> = UseInfiniteQueryResult<
  InfiniteData<CallResult<C>, unknown>,
  Error
> & {
  readonly rows: PageItem<CallResult<C>>[];
};

/**
 * A paged list through a scope, for infinite scroll: the declaration's `paging` says whether it
 * pages by `pageNo` or `pageNumber` (shapes.ts `pagedByPageNo`, `pagedByPageNumber`). A page is a
 * list (the last one is short) or `{ list, total }` (the last one reaches `total`). Keyed
 * `[declaration.name, scopeKey, { ...params, pageSize }]`.
 *
 * @example
 * const orders = useList(memberScope, order.list, { status });
 * orders.rows.map(…); orders.fetchNextPage();
 */
export function useList<C extends QueryDeclaration, P extends object>(
  scope: Scope<P>,
  declaration: C,
  params: ScopedListParams<C, P>,
  options: ListOptions = {},
): ListResult<C> {
  assertQueryDeclaration(declaration);
  const client = useScopeClient(scope);
  const value = scope.use();
  const paging = pagingOf(declaration);
  const pageSize = options.pageSize ?? paging.defaultSize;
  const query = useInfiniteQuery({
    queryKey: scopedKey(declaration, value.key, { ...params, pageSize }),
    initialPageParam: 1,
    queryFn: ({ pageParam, signal }): Promise<CallResult<C>> =>
      client.call(
        declaration,
        { ...params, ...value.params, [paging.page]: pageParam, pageSize } as CallParams<C>,
        { signal },
      ),
    getNextPageParam: (
      lastPage: CallResult<C>,
      allPages: CallResult<C>[],
      lastPageParam: number,
    ) => {
      const rows = pageItems(lastPage).length;
      const total = totalOf(lastPage);
      if (total === undefined) return rows < pageSize ? undefined : lastPageParam + 1;
      const loaded = allPages.reduce((sum, p) => sum + pageItems(p).length, 0);
      return rows > 0 && loaded < total ? lastPageParam + 1 : undefined;
    },
    retry: false,
    enabled: value.ready && options.enabled !== false,
  });
  useSessionWatch(query.error, value.onSessionExpired);
  const rows = (query.data?.pages.flatMap((page) => [...pageItems(page)]) ?? []) as PageItem<
    CallResult<C>
  >[];
  return Object.assign(query, { rows });
}

/** Options of a write: what it invalidates, and the mutation's own callbacks. */
export type WriteOptions<C extends CallDeclaration, V = CallParams<C>> = Omit<
  UseMutationOptions<CallResult<C>, Error, V>,
  'mutationKey' | 'mutationFn' | 'onSuccess'
> & {
  /** The calls whose cached answers this write changes: reloaded (every scope, every params) after it succeeds. */
  readonly invalidates?: readonly CallDeclaration[];
  readonly onSuccess?: (result: CallResult<C>, params: V) => unknown;
};

/** Marks every cached answer of the given calls stale and reloads the ones on screen. */
export function invalidateCalls(
  queryClient: QueryClient,
  declarations: readonly CallDeclaration[],
): Promise<unknown> {
  return Promise.all(
    declarations.map((d) => queryClient.invalidateQueries({ queryKey: callKeyPrefix(d) })),
  );
}

/**
 * A write through a scope: `mutate(params)` with the page's params, the scope adds its own.
 * It is never retried; while in flight it reports `isPending` (a button shows loading and cannot
 * submit twice). After a success it invalidates what it declared, then runs `onSuccess`.
 *
 * @example
 * const sign = useWrite(memberScope, point.sign, { invalidates: [point.account, point.transactions] });
 * sign.mutate({});
 */
export function useWrite<C extends CallDeclaration, P extends object>(
  scope: Scope<P>,
  declaration: C,
  options: WriteOptions<C, ScopedParams<C, P>> = {},
): UseMutationResult<CallResult<C>, Error, ScopedParams<C, P>> {
  const client = useScopeClient(scope);
  const value = scope.use();
  const queryClient = useQueryClient();
  const { invalidates = [], onSuccess, ...rest } = options;
  const mutation = useMutation<CallResult<C>, Error, ScopedParams<C, P>>({
    ...rest,
    mutationKey: [declaration.name],
    mutationFn: (params) => {
      if (!value.ready)
        return Promise.reject(new Error(scope.notReady ?? `${scope.name} is not ready`));
      return client.call(declaration, { ...params, ...value.params } as CallParams<C>);
    },
    onSuccess: async (result, params) => {
      await invalidateCalls(queryClient, invalidates);
      await onSuccess?.(result, params);
    },
  });
  useSessionWatch(mutation.error, value.onSessionExpired);
  return mutation;
}

/**
 * Reloads every cached answer of the given calls that is on screen (pull to refresh); resolves
 * when they have answered.
 *
 * @example
 * const refetch = useRefetch();
 * <PullRefresh onRefresh={() => refetch([point.account, point.rules])} />
 */
export function useRefetch(): (declarations: readonly CallDeclaration[]) => Promise<unknown> {
  const queryClient = useQueryClient();
  return useCallback(
    (declarations) =>
      Promise.all(
        declarations.map((d) => queryClient.refetchQueries({ queryKey: callKeyPrefix(d) })),
      ),
    [queryClient],
  );
}
