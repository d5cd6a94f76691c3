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

/**
 * Whether a body's `code` makes it an error (docs/decisions/calls.md, "Decode rule and code 0"):
 * absent or null is no code (serialisers write a missing field as null); 0 and '0' are the
 * university's success envelope; any other value (a number, a string, even '' or false) is an error.
 */
function isErrorCode(code: unknown): boolean {
  return code !== undefined && code !== null && code !== 0 && code !== '0';
}

/** The numeric code carried by the error, when the body's code is one. */
function numericCode(code: unknown): number | undefined {
  if (typeof code === 'number') return Number.isFinite(code) ? code : undefined;
  return typeof code === 'string' && /^-?\d{1,15}$/.test(code) ? Number(code) : undefined;
}

/** The decode rule on an already parsed body (JSONP replies arrive parsed). */
export function decodeBody(body: unknown, call?: string): unknown {
  if (body === null || body === undefined) return null;
  if (!isRecord(body)) return body;
  if (isErrorCode(body.code)) {
    const code = numericCode(body.code);
    const shown = typeof body.code === 'string' && body.code !== '' ? body.code : JSON.stringify(body.code);
    const msg = typeof body.msg === 'string' && body.msg !== '' ? body.msg : `error ${shown}`;
    if (code === SESSION_INVALID_CODE) throw new ApiError('session', msg, { code, call });
    throw new ApiError('server', msg, { code, call });
  }
  return 't' in body ? body.t : body;
}
