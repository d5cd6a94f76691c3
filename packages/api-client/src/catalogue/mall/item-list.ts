import * as z from 'zod/mini';
import { defineCall } from '../../define';
import { idParam, iidParam, pageOf } from '../shapes';
import { GOODS_SORT, goodsCardSchema, itemPaging } from './schemas';

/**
 * The goods on sale (spec §7 /v1/item/list), by category and of one planned store (`storeId`;
 * none: the tenant's mall), sold-out goods last. Reply `{ t: { list, total } }`.
 */
export const itemList = defineCall({
  name: 'mall.itemList',
  transport: 'gateway',
  method: 'GET',
  uri: '/v1/item/list',
  params: z.object({
    iid: iidParam,
    catId: z.optional(idParam),
    storeId: z.optional(idParam),
    sortBy: z._default(z.enum(GOODS_SORT), 'default'),
    ...itemPaging.params,
  }),
  result: pageOf(goodsCardSchema),
  paging: itemPaging.paging,
});
