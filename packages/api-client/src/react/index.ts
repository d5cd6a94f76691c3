export { ApiClientProvider, useApiClient, type ApiClientProviderProps } from './context';
export {
  assertQueryDeclaration,
  callInfiniteQueryOptions,
  callMutationOptions,
  callQueryKey,
  callQueryOptions,
  flattenPages,
  pageItems,
  pagingOf,
  useCall,
  useCallInfinite,
  useCallMutation,
  type CallMutationExtras,
  type CallQueryExtras,
  type InfiniteCallOptions,
  type PagedParams,
  type PageItem,
} from './queries';
export {
  bindInfiniteQuery,
  bindInfiniteQueryOptions,
  bindMutation,
  bindMutationOptions,
  bindQuery,
  bindQueryOptions,
  type CallInfiniteQueryOptions,
  type CallMutationOptions,
  type CallQueryOptions,
  type InfiniteQueryHook,
  type InfiniteQueryOptionsFactory,
  type MutationHook,
  type MutationOptionsFactory,
  type QueryHook,
  type QueryOptionsFactory,
} from './bind';
// One query-options factory and hook per declaration (`useContentList`, `useOrderCreateMutation`…),
// generated from the catalogue by scripts/generate-bindings.ts.
export * from './generated/bindings';
