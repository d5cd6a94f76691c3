import { z } from 'zod';

/*
 * Shapes shared by the community shell's and home page's calls (community issue 7). Replies
 * follow the one decode rule: a success is `{ t: result }`, a failure `{ code ≠ 0, msg }`.
 */

/** A positive integer id that arrives as a number (client) or a query-string digit run (server). */
export const idParam = z.coerce.number<number | string>().int().positive();

/** A page of a list: the rows and the total count over all pages. */
export function pageOf<T extends z.ZodType>(row: T) {
  return z.object({ list: z.array(row), total: z.number().int().min(0) });
}

/** A tappable picture: `link` is an app path (/app/…), an /app/page path (main site) or ''. */
export const pictureLinkSchema = z.object({ title: z.string(), image: z.string(), link: z.string() });
export type PictureLink = z.infer<typeof pictureLinkSchema>;
