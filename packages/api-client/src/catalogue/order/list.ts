import * as z from 'zod/mini';
import { defineCall } from '../../define';
import { intParam, memberScope, pageOf } from '../shapes';
import { orderSummarySchema, paged } from './schemas';

/** The member's orders, newest first. `status` filters (ORDER_FILTER): 0 all, 1, 3, 10 every paid one, or a shortcut (11, 12, 20, 21). */
export const list = defineCall({
  name: 'order.list',
  transport: 'api',
  method: 'GET',
  uri: '/h5/order/list',
  params: z.object({ ...memberScope, status: z._default(intParam.check(z.gte(0)), 0), ...paged.params }),
  result: pageOf(orderSummarySchema),
  paging: paged.paging,
});
