import * as z from 'zod/mini';
import { defineCall } from '../../define';
import { done, flagParam, memberScope } from '../shapes';

/** Selects or clears every line of the cart that can be bought (全选). */
export const cartSelectAll = defineCall({
  name: 'mall.cartSelectAll',
  transport: 'api',
  method: 'POST',
  uri: '/mall/cart/select-all',
  params: z.object({ ...memberScope, selected: flagParam }),
  result: done,
});
