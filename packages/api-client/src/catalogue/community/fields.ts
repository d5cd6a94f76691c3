import { z } from 'zod';

/*
 * Params and shapes shared by the community calls of spec §7.
 *
 * Params arrive typed on the client and as query-string text on the server (gateway calls and
 * /api GETs), so numbers coerce. Optional params may be left out; the transport never sends them.
 * Where the spec shows no reply (most calls: "Response fields for most calls: not shown"), the
 * result schema is our own choice and each declaration says so.
 */

/** An integer that arrives as a number (client) or digits (server). */
export const intParam = z.coerce.number<number | string>().int();
/** A positive id (iid, userId, order and item ids). */
export const positiveIdParam = intParam.positive();
/** A text param of bounded length. */
export const textParam = (max = 200) => z.string().max(max);
/** The member session token (`/member/login`), where a call acts for the member. */
export const optionalToken = { token: z.string().min(1).max(200).optional() };
/** Page number (from 1) and size of the gateway's paged lists. */
export const pageNoParams = {
  pageNo: intParam.min(1).default(1),
  pageSize: intParam.min(1).max(100).default(10),
};
/** A simple write's reply: `{ t: true }` (our choice: the spec shows none). */
export const done = z.boolean();
/** A time as the server sends it: 'YYYY-MM-DD HH:mm:ss' in China time or ISO 8601. */
export const timeText = z.string();
