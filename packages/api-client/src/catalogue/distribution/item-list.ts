import * as z from 'zod/mini';
import { defineCall } from '../../define';
import { iidParam, intParam, pageOf } from '../shapes';
import { itemSchema, pagedNo } from './schemas';

/** What a distributor may promote, with the commission of one sale; by module (businessType). */
export const itemList = defineCall({
  name: 'distribution.itemList',
  transport: 'gateway',
  method: 'GET',
  uri: '/multidis/item/list',
  params: z.object({ iid: iidParam, ...pagedNo.params, businessType: z.optional(intParam) }),
  result: pageOf(itemSchema),
  paging: pagedNo.paging,
});
