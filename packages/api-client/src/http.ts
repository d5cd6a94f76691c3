import { decodeReply } from './decode';
import { ApiError } from './errors';

/**
 * GET a path under the API base with a query string, decoded by the one rule of spec §7.
 * A network failure or a 5xx reply is a transport error.
 */
export async function apiGet(
  path: string,
  params: Record<string, string | number | boolean | undefined> = {},
  base = '/api',
): Promise<unknown> {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) if (value !== undefined) query.set(key, String(value));
  const qs = query.toString();
  let response: Response;
  try {
    response = await fetch(`${base}${path}${qs ? `?${qs}` : ''}`, { credentials: 'same-origin' });
  } catch (cause) {
    throw ApiError.transport(path, cause);
  }
  if (response.status >= 500) throw ApiError.transport(path);
  return decodeReply(await response.text(), path);
}
