/**
 * A refusal the caller should see: the reply is `{ code, msg }` (the client's decode rule turns a
 * non-zero code into an error; 1000001 into "session invalid"). `status` is the HTTP status:
 * 200 for business refusals, so the client reads the body; 400 for malformed params, 429 for rate limits.
 */
export class ReplyError extends Error {
  override readonly name = 'ReplyError';
  constructor(
    readonly code: number,
    msg: string,
    readonly status = 200,
  ) {
    super(msg);
  }
}

/** Code 1000001: the session (rid + token) is missing, wrong or expired (spec §4, §8). */
export const SESSION_INVALID = 1000001;
export const sessionInvalid = () => new ReplyError(SESSION_INVALID, '登录已失效，请重新登录');
