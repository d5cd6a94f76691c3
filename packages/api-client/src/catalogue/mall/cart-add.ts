import * as z from 'zod/mini';
import { defineCall } from '../../define';
import { idParam, intParam, memberScope } from '../shapes';
import { goodsErrors } from './schemas';

/**
 * Puts `num` of a SKU in the cart (added to a line of the same SKU). Refused when the line would
 * exceed the stock (outOfStock, with the most that can be added) or the goods' limit counting
 * what the member already ordered (overLimit). Reply: the cart's units.
 */
export const cartAdd = defineCall({
  name: 'mall.cartAdd',
  transport: 'api',
  method: 'POST',
  uri: '/mall/cart/add',
  params: z.object({ ...memberScope, skuId: idParam, num: intParam.check(z.gte(1), z.lte(999)) }),
  result: z.number().check(z.int(), z.gte(0)),
  errors: goodsErrors,
});
