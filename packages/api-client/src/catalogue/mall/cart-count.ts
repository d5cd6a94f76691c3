import * as z from 'zod/mini';
import { defineCall } from '../../define';
import { memberScope } from '../shapes';

/** How many units the member's cart holds (the cart icon's badge). */
export const cartCount = defineCall({
  name: 'mall.cartCount',
  transport: 'api',
  method: 'GET',
  uri: '/mall/cart/count',
  params: z.object(memberScope),
  result: z.number().check(z.int(), z.gte(0)),
});
