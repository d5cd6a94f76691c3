import * as z from 'zod/mini';
import { defineCall } from '../../define';
import { memberScope } from '../shapes';
import { errors, storeGoodsSchema } from './schemas';

/** The goods the owner's store shows, in order (those taken off sale since drop out). */
export const goods = defineCall({
  name: 'microstore.goods',
  transport: 'api',
  method: 'GET',
  uri: '/microstore/goods',
  params: z.object({ ...memberScope }),
  result: z.array(storeGoodsSchema),
  errors: { noStore: errors.noStore },
});
