import * as z from 'zod/mini';
import { defineCall } from '../../define';
import { idParam, memberScope } from '../shapes';
import { errors, MAX_STORE_GOODS, storeGoodsSchema } from './schemas';

/** Replaces the goods the store shows, in this order (each a goods of the tenant on sale, once). */
export const setGoods = defineCall({
  name: 'microstore.setGoods',
  transport: 'api',
  method: 'POST',
  uri: '/microstore/goods/set',
  params: z.object({ ...memberScope, ids: z.array(idParam).check(z.maxLength(MAX_STORE_GOODS)) }),
  result: z.array(storeGoodsSchema),
  errors: { noStore: errors.noStore, noGoods: errors.noGoods, duplicate: errors.duplicate, goodsGone: errors.goodsGone },
});
