import * as z from 'zod/mini';
import { defineCall } from '../../define';
import { idParam, iidParam, pageOf, textParam } from '../shapes';
import { GOODS_SORT, goodsCardSchema, itemPaging } from './schemas';

/**
 * Goods whose title or subtitle holds the words (spec §7 /v1/item/search), in the tenant's mall
 * and its planned stores, optionally in one category. Reply `{ t: { list, total } }`.
 */
export const itemSearch = defineCall({
  name: 'mall.itemSearch',
  transport: 'gateway',
  method: 'GET',
  uri: '/v1/item/search',
  params: z.object({
    iid: iidParam,
    queryKey: z._default(textParam(50), ''),
    catId: z.optional(idParam),
    sortBy: z._default(z.enum(GOODS_SORT), 'default'),
    ...itemPaging.params,
  }),
  result: pageOf(goodsCardSchema),
  paging: itemPaging.paging,
});
