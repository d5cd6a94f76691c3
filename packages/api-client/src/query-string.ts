/** A value a call may carry: nested values travel as JSON text (e.g. a JSON list of coupon ids). */
function encodeValue(value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean' || typeof value === 'bigint') return String(value);
  if (value instanceof Date) return value.toISOString();
  return JSON.stringify(value);
}

/**
 * Appends params to a query, in their order, skipping undefined and null (an absent optional
 * param must not reach the server as the text "undefined").
 */
export function appendParams(query: URLSearchParams, params: unknown): URLSearchParams {
  if (typeof params !== 'object' || params === null || Array.isArray(params)) return query;
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined || value === null) continue;
    query.append(key, encodeValue(value));
  }
  return query;
}

/** `path?query`, or just `path` when the query is empty. */
export function withQuery(path: string, query: URLSearchParams): string {
  const qs = query.toString();
  if (qs === '') return path;
  return `${path}${path.includes('?') ? '&' : '?'}${qs}`;
}
