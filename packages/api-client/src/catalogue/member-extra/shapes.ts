import { z } from 'zod';

/*
 * Shapes shared by the member's own calls (account, points, coupons, addresses, orders, vip).
 *
 * The member session: `/member/login` answers a random `token` (30 days). Every call that reads or
 * writes the member's own data carries it as the `token` param (GET query or POST body, as the
 * spec's own calls carry `token`); a missing, unknown or expired token is `{ code: 1000001, msg }`
 * (the session error: clear it and go to /app/account/login). A record of another member is
 * answered as missing (`{ code: 404, msg }`), never revealed.
 */

/** A positive integer id that arrives as a number (client) or a query-string digit run (server). */
export const idParam = z.coerce.number<number | string>().int().positive();
/** The member session token from `/member/login`. */
export const tokenParam = z.string().min(16).max(200);
/** The tenant and the session: the first params of every member call. */
export const memberScope = { iid: idParam, token: tokenParam };

/** Page number (from 1) and size of the paged member lists (`pageNumber`, as the coupon list names it). */
export const pageParams = {
  pageNumber: z.coerce.number<number | string>().int().min(1).default(1),
  pageSize: z.coerce.number<number | string>().int().min(1).max(50).default(10),
};

/** A page of a list: the rows and the total count over all pages. */
export function pageOf<T extends z.ZodType>(row: T) {
  return z.object({ list: z.array(row), total: z.number().int().min(0) });
}

/** An ISO 8601 instant as the server sends it. */
export const instant = z.string();
