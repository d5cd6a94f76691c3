import { randomBytes } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { GATEWAY_PATH } from './gateway';

/** Query keys whose values are credentials: never written to the request log. */
const SECRET_KEYS = new Set(['password', 'passWord', 'verifyCode', 'token', 'code', 'sign', 'ridSecret']);

/**
 * The URL as the request log records it (LOG_REQUESTS=1). Gateway calls carry their params in the
 * query string, and some are credentials (the spec's registerByMobile sends the password there,
 * member calls their token), so a gateway URL is logged with its `uri` only. Elsewhere the values
 * of credential keys are replaced. Logs are read by more people, and kept longer, than the
 * database holding only password hashes.
 *
 * @example
 * requestLogUrl('/h5/getjsonp?uri=%2Fv1%2FregisterV2%2FregisterByMobile&password=secret')
 * // '/h5/getjsonp?uri=%2Fv1%2FregisterV2%2FregisterByMobile'
 */
export function requestLogUrl(url: string): string {
  const mark = url.indexOf('?');
  if (mark < 0) return url;
  const path = url.slice(0, mark);
  const query = new URLSearchParams(url.slice(mark + 1));
  const kept = new URLSearchParams();
  if (path === GATEWAY_PATH) {
    const uri = query.get('uri');
    if (uri !== null) kept.set('uri', uri);
  } else {
    for (const [key, value] of query) kept.append(key, SECRET_KEYS.has(key) ? '[redacted]' : value);
  }
  const text = kept.toString();
  return text ? `${path}?${text}` : path;
}

/** Fastify's request serializer with the URL made safe to log (the other fields as Fastify's own). */
export function serializeRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: requestLogUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket.remotePort,
  };
}

/** A request id unique across instances (Fastify's own counts from 1 in each process). */
export function newRequestId(): string {
  return randomBytes(8).toString('hex');
}
