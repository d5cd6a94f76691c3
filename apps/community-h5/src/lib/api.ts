import { queryOptions } from '@tanstack/react-query';
import { createApiClient, type CallDeclaration, type CallParams, type CallResult } from '@tongxin/api-client';
import { currentEnvironment } from '@tongxin/env-auth';

/** The app's one API client: same origin, the gateway's domain is the page's host (spec §7). */
export const api = createApiClient({
  gatewayDomain: () => window.location.hostname,
  isMiniProgram: () => currentEnvironment().environment === 'miniprogram',
});

/**
 * Query options of a declared call: the key is the declaration's name and its params, so a
 * cache key is never typed twice (ARCHITECTURE §4).
 *
 * @example
 * const main = useQuery(callQuery(mainPage, { iid }));
 */
export function callQuery<C extends CallDeclaration>(declaration: C, params: CallParams<C>) {
  return queryOptions<CallResult<C>>({
    queryKey: [declaration.name, params],
    queryFn: ({ signal }) => api.call(declaration, params, { signal }),
  });
}
