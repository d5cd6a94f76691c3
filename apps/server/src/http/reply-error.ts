import { COMMON_ERRORS } from '@tongxin/api-client/catalogue';
import type { CallError } from '@tongxin/api-client/define';

/**
 * A refusal the caller should see: the reply is `{ code, msg }` (the client's decode rule turns a
 * non-zero code into an error; 1000001 into "session invalid"). `status` is the HTTP status:
 * 200 for business refusals, so the client reads the body; 400 for malformed params, 429 for rate
 * limits. Handlers make them with `refuse`, from the refusals their declaration names.
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

/**
 * The one way a handler refuses a request: a refusal its declaration declares (or one of
 * COMMON_ERRORS), with the declared words or more precise ones. Throw what it returns.
 *
 * @example
 * if (!member) throw refuse(member.login.errors.notRegistered);
 * throw refuse(university.submit.errors.required, `${name}必填！`);
 */
export function refuse(error: CallError, msg: string = error.msg): ReplyError {
  return new ReplyError(error.code, msg, error.status ?? 200);
}

/** Code 1000001: the session is missing, wrong or expired (spec §4, §8). */
export const SESSION_INVALID = COMMON_ERRORS.sessionInvalid.code;
export const sessionInvalid = () => refuse(COMMON_ERRORS.sessionInvalid);
