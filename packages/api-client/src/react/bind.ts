import type { InfiniteData, UseInfiniteQueryResult, UseMutationResult, UseQueryResult } from '@tanstack/react-query';
import type { ApiClient } from '../client';
import { callKind, type CallDeclaration, type CallParams, type CallResult, type MutationDeclaration, type QueryDeclaration } from '../define';
import {
  assertQueryDeclaration,
  callInfiniteQueryOptions,
  callMutationOptions,
  callQueryOptions,
  useCall,
  useCallInfinite,
  useCallMutation,
  type CallMutationExtras,
  type CallQueryExtras,
  type InfiniteCallOptions,
  type PagedParams,
} from './queries';

/*
 * The factories behind the per-declaration bindings of ./generated/bindings.ts
 * (`contentListQueryOptions`, `useContentList`, `useOrderCreateMutation`…). Each takes one
 * declaration and returns a function bound to it; none has a side effect, so a bundle keeps the
 * bindings (and so the declarations) its pages import and drops the rest.
 */

export type CallQueryOptions<C extends QueryDeclaration> = ReturnType<typeof callQueryOptions<C>>;
export type CallInfiniteQueryOptions<C extends QueryDeclaration> = ReturnType<typeof callInfiniteQueryOptions<C>>;
export type CallMutationOptions<C extends CallDeclaration> = ReturnType<typeof callMutationOptions<C>>;

/** `contentListQueryOptions(client, params)`: for prefetchQuery, loaders and plain useQuery. */
export type QueryOptionsFactory<C extends QueryDeclaration> = (client: ApiClient, params: CallParams<C>) => CallQueryOptions<C>;
/** `useContentList(params, extras?)`: useQuery with the client of the nearest ApiClientProvider. */
export type QueryHook<C extends QueryDeclaration> = (params: CallParams<C>, extras?: CallQueryExtras) => UseQueryResult<CallResult<C>, Error>;
/** `contentListInfiniteQueryOptions(client, params, options?)`: a paged list's infinite-query options. */
export type InfiniteQueryOptionsFactory<C extends QueryDeclaration> = (
  client: ApiClient,
  params: PagedParams<C>,
  options?: InfiniteCallOptions,
) => CallInfiniteQueryOptions<C>;
/** `useContentListInfinite(params, options?)`: useInfiniteQuery over a paged list. */
export type InfiniteQueryHook<C extends QueryDeclaration> = (
  params: PagedParams<C>,
  options?: InfiniteCallOptions,
) => UseInfiniteQueryResult<InfiniteData<CallResult<C>, unknown>, Error>;
/** `orderCreateMutationOptions(client)`: a write's mutation options. */
export type MutationOptionsFactory<C extends MutationDeclaration> = (client: ApiClient) => CallMutationOptions<C>;
/** `useOrderCreateMutation(options?)`: useMutation; the params are the mutation's variables. */
export type MutationHook<C extends MutationDeclaration> = (options?: CallMutationExtras<C>) => UseMutationResult<CallResult<C>, Error, CallParams<C>>;

function assertMutationDeclaration(declaration: CallDeclaration): void {
  if (callKind(declaration) !== 'mutation') {
    throw new TypeError(`${declaration.name} is a read (kind 'query'): use its query hook, not a mutation`);
  }
}

/*#__NO_SIDE_EFFECTS__*/
export function bindQueryOptions<C extends QueryDeclaration>(declaration: C): QueryOptionsFactory<C> {
  assertQueryDeclaration(declaration);
  return (client, params) => callQueryOptions(client, declaration, params);
}

/*#__NO_SIDE_EFFECTS__*/
export function bindQuery<C extends QueryDeclaration>(declaration: C): QueryHook<C> {
  assertQueryDeclaration(declaration);
  return function useBoundCall(params, extras) {
    return useCall(declaration, params, extras);
  };
}

/*#__NO_SIDE_EFFECTS__*/
export function bindInfiniteQueryOptions<C extends QueryDeclaration>(declaration: C): InfiniteQueryOptionsFactory<C> {
  assertQueryDeclaration(declaration);
  return (client, params, options) => callInfiniteQueryOptions(client, declaration, params, options);
}

/*#__NO_SIDE_EFFECTS__*/
export function bindInfiniteQuery<C extends QueryDeclaration>(declaration: C): InfiniteQueryHook<C> {
  assertQueryDeclaration(declaration);
  return function useBoundInfiniteCall(params, options) {
    return useCallInfinite(declaration, params, options);
  };
}

/*#__NO_SIDE_EFFECTS__*/
export function bindMutationOptions<C extends MutationDeclaration>(declaration: C): MutationOptionsFactory<C> {
  assertMutationDeclaration(declaration);
  return (client) => callMutationOptions(client, declaration);
}

/*#__NO_SIDE_EFFECTS__*/
export function bindMutation<C extends MutationDeclaration>(declaration: C): MutationHook<C> {
  assertMutationDeclaration(declaration);
  return function useBoundMutation(options) {
    return useCallMutation(declaration, options);
  };
}
