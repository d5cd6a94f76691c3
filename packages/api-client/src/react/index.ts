export { ApiClientProvider, useApiClient, type ApiClientProviderProps } from './context';
export {
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
  type CallQueryExtras,
  type InfiniteCallOptions,
  type PagedParams,
  type PageItem,
} from './queries';
