import { createApiClient } from './client';

/**
 * GET a path under the API base with a query string, decoded by the one rule of spec §7, with
 * the client's defaults (15 s timeout, one retry on a transport failure). Kept for code that
 * has no client at hand; apps use `createApiClient` and the catalogue.
 */
export async function apiGet(
  path: string,
  params: Record<string, string | number | boolean | undefined> = {},
  base = '/api',
): Promise<unknown> {
  return createApiClient({ apiBase: base }).apiGet(path, params);
}
