import { ReplyError } from '../../http/reply-error';

export { sessionInvalid } from '../../http/reply-error';

/*
 * Refusals of the member calls, answered `{ code, msg }`: 400 bad input, 404 not found (also
 * another member's record, never revealed), 409 a conflict with the record's state, 429 too many
 * tries, 1001 wrong credentials, 1000001 session invalid.
 */
export const refuse = (code: number, msg: string) => new ReplyError(code, msg, code === 429 ? 429 : 200);
export const notFound = (what: string) => refuse(404, `${what}不存在`);
