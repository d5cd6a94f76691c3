import * as z from 'zod/mini';
import { instant, pagedByPageNumber } from '../shapes';

/** A collected (favourited) item: what it is, where it leads, and when it was collected. */
export const collectionSchema = z.object({
  id: z.number().check(z.int()),
  /** 'act' activity, 'goods' shop goods, 'news', 'note', 'video'. */
  targetType: z.string(),
  targetId: z.number().check(z.int()),
  title: z.string(),
  image: z.string(),
  /** The in-app path of the item (one of the spec §2 link forms). */
  link: z.string(),
  createdAt: instant,
});
export type Collection = z.infer<typeof collectionSchema>;

export const paged = pagedByPageNumber();
