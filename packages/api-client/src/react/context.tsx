import { createContext, useContext, type ReactNode } from 'react';
import type { ApiClient } from '../client';

export const ApiClientContext = createContext<ApiClient | null>(null);

export interface ApiClientProviderProps {
  readonly client: ApiClient;
  readonly children?: ReactNode;
}

/**
 * Makes the app's client (from `createApiClient`) available to the call hooks. Put it inside
 * TanStack Query's QueryClientProvider.
 *
 * @example
 * <QueryClientProvider client={queryClient}>
 *   <ApiClientProvider client={apiClient}><App /></ApiClientProvider>
 * </QueryClientProvider>
 */
export function ApiClientProvider({ client, children }: ApiClientProviderProps) {
  return <ApiClientContext.Provider value={client}>{children}</ApiClientContext.Provider>;
}

/** The client of the nearest ApiClientProvider. */
export function useApiClient(): ApiClient {
  const client = useContext(ApiClientContext);
  if (!client) throw new Error('useApiClient needs an <ApiClientProvider client={…}> above it');
  return client;
}
