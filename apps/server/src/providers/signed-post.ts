import { createHmac } from 'node:crypto';

/** Headers of a request to a configured HTTP provider (face check, SMS). */
export const SIGNATURE_HEADER = 'x-tongxin-signature';
export const TIMESTAMP_HEADER = 'x-tongxin-timestamp';

/** The signature a provider checks: hex HMAC-SHA256 of `{timestamp}.{body}` with the shared secret. */
export function signBody(secret: string, timestamp: string, body: string): string {
  return createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex');
}

export interface SignedPostOptions {
  url: string;
  secret: string;
  body: unknown;
  timeoutMs: number;
  now: () => number;
  fetchImpl?: typeof fetch;
}

/**
 * POSTs JSON to a provider's URL with `x-tongxin-timestamp` (Unix seconds) and
 * `x-tongxin-signature: sha256=<hex>`, so the provider knows the request is ours and fresh (it
 * should refuse timestamps more than 5 minutes off). Resolves with the reply's status and JSON
 * (null when the body is not JSON); rejects on a network failure or the timeout.
 */
export async function signedPost({ url, secret, body, timeoutMs, now, fetchImpl = fetch }: SignedPostOptions): Promise<{ status: number; json: unknown }> {
  const text = JSON.stringify(body);
  const timestamp = String(Math.floor(now() / 1000));
  const response = await fetchImpl(url, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      accept: 'application/json',
      [TIMESTAMP_HEADER]: timestamp,
      [SIGNATURE_HEADER]: `sha256=${signBody(secret, timestamp, text)}`,
    },
    body: text,
    signal: AbortSignal.timeout(timeoutMs),
  });
  const reply = await response.text();
  let json: unknown = null;
  try {
    json = JSON.parse(reply) as unknown;
  } catch {
    json = null;
  }
  return { status: response.status, json };
}
