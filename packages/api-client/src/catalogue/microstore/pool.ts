import * as z from 'zod/mini';
import { defineCall } from '../../define';
import { memberScope, pagedByPageNo, pageOf, textParam } from '../shapes';
import { poolGoodsSchema } from './schemas';

const paged = /* @__PURE__ */ pagedByPageNo(10, 50);

/** The tenant's goods on sale the owner may put in the store (highest commission first), with a search. */
export const pool = defineCall({
  name: 'microstore.pool',
  transport: 'api',
  method: 'GET',
  uri: '/microstore/pool',
  params: z.object({ ...memberScope, words: z.optional(textParam(30)), ...paged.params }),
  result: pageOf(poolGoodsSchema),
  paging: paged.paging,
});
