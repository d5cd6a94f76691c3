import * as z from 'zod/mini';
import { defineCall } from '../../define';
import { idParam, iidParam, instant, pagedByPageNumber, pageOf } from '../shapes';

/** One buyer's review of a goods: the three scores (1–5), text, images, who and when. */
export const goodsReviewSchema = z.object({
  id: z.number().check(z.int()),
  nickName: z.string(),
  headImg: z.string(),
  score1: z.number().check(z.int()),
  score2: z.number().check(z.int()),
  score3: z.number().check(z.int()),
  content: z.string(),
  images: z.array(z.string()),
  /** The SKU bought, as text ('' for none). */
  spec: z.string(),
  createdAt: instant,
});
export type GoodsReview = z.infer<typeof goodsReviewSchema>;

export const reviewPaging = /* @__PURE__ */ pagedByPageNumber(10, 20);

/**
 * The reviews buyers left on paid orders of a goods (order.comment), newest first, with their
 * count and the share of good ones (score1 ≥ 4, in per cent; 100 with none).
 */
export const reviews = defineCall({
  name: 'mall.reviews',
  transport: 'api',
  method: 'GET',
  uri: '/mall/goods/reviews',
  params: z.object({ iid: iidParam, goodsId: idParam, ...reviewPaging.params }),
  result: z.extend(pageOf(goodsReviewSchema), { goodRate: z.number().check(z.int(), z.gte(0), z.lte(100)) }),
  paging: reviewPaging.paging,
});
