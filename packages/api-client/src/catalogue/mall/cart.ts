import * as z from 'zod/mini';
import { defineCall } from '../../define';
import { memberScope } from '../shapes';
import { cartSchema } from './schemas';

/** The member's cart, priced now: lines that can be bought and the invalid ones (失效商品). */
export const cart = defineCall({
  name: 'mall.cart',
  transport: 'api',
  method: 'GET',
  uri: '/mall/cart/list',
  params: z.object(memberScope),
  result: cartSchema,
});
