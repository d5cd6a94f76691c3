import { ApiError, SESSION_INVALID_CODE } from './errors';

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * The one decode rule for every reply (spec §7): a body with a `code` field is an error, except
 * code 0, which is the university service's "ok" (spec §7: "code (0 ok)"); otherwise `t`, or the
 * whole body, is the result; an empty body gives null. Never throws anything but ApiError.
 *
 * @param text the raw reply body
 */
export function decodeReply(text: string, call?: string): unknown {
  if (text.trim() === '') return null;
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch (cause) {
    throw new ApiError('schema', `reply of ${call ?? 'call'} is not JSON`, { call, cause });
  }
  return decodeBody(body, call);
}

/** The decode rule on an already parsed body (JSONP replies arrive parsed). */
export function decodeBody(body: unknown, call?: string): unknown {
  if (body === null || body === undefined) return null;
  if (!isRecord(body)) return body;
  if ('code' in body && body.code !== undefined && body.code !== null && Number(body.code) !== 0) {
    const code = Number(body.code);
    const msg = typeof body.msg === 'string' && body.msg !== '' ? body.msg : `error ${String(body.code)}`;
    if (code === SESSION_INVALID_CODE) throw new ApiError('session', msg, { code, call });
    return throwServer(msg, Number.isFinite(code) ? code : undefined, call);
  }
  return 't' in body ? body.t : body;
}

function throwServer(msg: string, code: number | undefined, call: string | undefined): never {
  throw new ApiError('server', msg, { code, call });
}
