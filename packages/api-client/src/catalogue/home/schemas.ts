import * as z from 'zod/mini';
import { callError } from '../../define';
import { pagedByPageNo, pictureLinkSchema } from '../shapes';

export const unknownTenant = callError(404, '机构不存在');

/** A content section of the home page (spec §7 pageShow.list). `id` filters pageContent/list. */
export const sectionSchema = z.object({
  id: z.number().check(z.int()),
  title: z.string(),
  /** 'cards' (picture cards in a row) or 'list'. */
  style: z.enum(['cards', 'list']),
  moreLink: z.string(),
  items: z.array(pictureLinkSchema),
});
export type Section = z.infer<typeof sectionSchema>;

/** One entry of the content feed. */
export const feedItemSchema = z.object({
  id: z.number().check(z.int()),
  title: z.string(),
  summary: z.string(),
  image: z.string(),
  link: z.string(),
  tag: z.string(),
  /** ISO 8601. */
  publishedAt: z.string(),
});
export type FeedItem = z.infer<typeof feedItemSchema>;

/** Spec §9: page content pageSize 5. */
export const feedPaging = pagedByPageNo(5, 50);
