/** The message every transport failure carries (spec §8). */
export const TRANSPORT_MESSAGE = '系统繁忙，请稍后再试';
/** The server code that means the session is no longer valid (spec §4, §8). */
export const SESSION_INVALID_CODE = 1000001;

export type ApiErrorKind = 'transport' | 'server' | 'session' | 'schema';

/**
 * The one error every call rejects with. `kind` tells the UI what to do: show `message` for
 * transport and server errors, clear credentials and go to login for session, report schema
 * errors (the reply did not match the declaration) as a system error.
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly kind: ApiErrorKind;
  /** The server's code, for 'server' and 'session'. */
  readonly code: number | undefined;
  /** The call's logical name. */
  readonly call: string | undefined;

  constructor(kind: ApiErrorKind, message: string, options: { code?: number; call?: string; cause?: unknown } = {}) {
    super(message, { cause: options.cause });
    this.kind = kind;
    this.code = options.code;
    this.call = options.call;
  }

  static transport(call?: string, cause?: unknown): ApiError {
    return new ApiError('transport', TRANSPORT_MESSAGE, { call, cause });
  }
}

export function isApiError(value: unknown): value is ApiError {
  return value instanceof ApiError;
}

/**
 * Whether a rejection is one of a call's declared refusals (same code), the constant the server
 * throws.
 *
 * @example
 * if (isRefusal(error, member.login.errors.notRegistered)) askForSmsCode();
 */
export function isRefusal(error: unknown, refusal: { readonly code: number }): error is ApiError {
  return error instanceof ApiError && error.code === refusal.code;
}

/**
 * What the one error handler shows for a rejected call (spec §8): the server's msg for server
 * and session errors, the transport message for everything else (a reply that did not match
 * its declaration is a system failure to the user, its details stay in `cause`).
 */
export function errorMessage(error: unknown): string {
  if (error instanceof ApiError && (error.kind === 'server' || error.kind === 'session')) return error.message;
  return TRANSPORT_MESSAGE;
}

/** Whether a rejection is the caller's own abort (not an error to show). */
export function isAbortError(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { name?: unknown }).name === 'AbortError';
}
