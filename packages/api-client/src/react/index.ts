export { ApiClientProvider, useApiClient, type ApiClientProviderProps } from './context';
export { assertQueryDeclaration, pageItems, pagingOf, type PageItem } from './paging';
export { prefetcher, type Prefetcher } from './prefetch';
export { readSsrState, SSR_STATE_ID, ssrStateScript } from './ssr-state';
export {
  callKeyPrefix,
  defineScope,
  invalidateCalls,
  scopedKey,
  useList,
  useRead,
  useRefetch,
  useWrite,
  type ListOptions,
  type ListResult,
  type ReadExtras,
  type Scope,
  type ScopedListParams,
  type ScopedParams,
  type ScopeValue,
  type WriteOptions,
} from './scope';
