import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { ApiError, type CallDeclaration, type CallParams, type CallResult } from '@tongxin/api-client';
import { api } from './api';

/** The query key of a declared call: its name, then its params (ARCHITECTURE.md §4). */
export function callKey<C extends CallDeclaration>(declaration: C, params?: CallParams<C>): readonly unknown[] {
  return params === undefined ? [declaration.name] : [declaration.name, params];
}

/** A declared call as a query; `params` null keeps it idle (e.g. while logged out). */
export function useCall<C extends CallDeclaration>(declaration: C, params: CallParams<C> | null): UseQueryResult<CallResult<C>> {
  return useQuery({
    queryKey: callKey(declaration, params ?? undefined),
    queryFn: ({ signal }) => api.call(declaration, params as CallParams<C>, { signal }),
    enabled: params !== null,
  });
}

/**
 * What to tell the user about a failed action: the server's msg (spec §8: server msg values
 * appear as failure toasts) or the transport message, else the page's own failure text.
 */
export function failureText(error: unknown, fallback: string): string {
  if (error instanceof ApiError && (error.kind === 'server' || error.kind === 'transport')) return error.message;
  return fallback;
}
