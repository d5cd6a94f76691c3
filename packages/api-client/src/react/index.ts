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
