import * as z from 'zod/mini';
import { defineCall } from '../../define';
import { memberScope } from '../shapes';
import { cartIdsParam } from './schemas';

/** Removes the member's cart lines of these ids (comma-separated); others' ids are ignored. Reply: how many went. */
export const cartRemove = defineCall({
  name: 'mall.cartRemove',
  transport: 'api',
  method: 'POST',
  uri: '/mall/cart/remove',
  params: z.object({ ...memberScope, ids: cartIdsParam }),
  result: z.number().check(z.int(), z.gte(0)),
});
