import * as z from 'zod/mini';
import { defineCall } from '../../define';
import { idParam, iidParam } from '../shapes';
import { categorySchema } from './schemas';

/** The tenant's goods categories with how many goods on sale each holds (of one store with `storeId`). */
export const categories = defineCall({
  name: 'mall.categories',
  transport: 'api',
  method: 'GET',
  uri: '/mall/category/list',
  params: z.object({ iid: iidParam, storeId: z.optional(idParam) }),
  result: z.array(categorySchema),
});
