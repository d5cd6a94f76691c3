import * as z from 'zod/mini';
import { defineCall } from '../../define';
import { idParam, iidParam, optionalToken } from '../shapes';
import { goodsDetailSchema, goodsErrors } from './schemas';

/**
 * One goods with its specs and SKUs, by `goodsId` or by one of its SKUs (`skuId`, the link
 * /app/mall/detail?iid&skuId). With a member's `token`, `bought` counts what they already hold
 * in orders. Off-sale goods answer goodsNotFound.
 */
export const detail = defineCall({
  name: 'mall.detail',
  transport: 'api',
  method: 'GET',
  uri: '/mall/goods/detail',
  params: z.object({ iid: iidParam, goodsId: z.optional(idParam), skuId: z.optional(idParam), ...optionalToken }),
  result: goodsDetailSchema,
  errors: { goodsNotFound: goodsErrors.goodsNotFound },
});
