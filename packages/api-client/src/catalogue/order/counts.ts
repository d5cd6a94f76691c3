import * as z from 'zod/mini';
import { defineCall } from '../../define';
import { memberScope } from '../shapes';

const count = z.number().check(z.int(), z.gte(0));

/**
 * How many of the member's orders each personal-centre shortcut holds (ours: the spec's personal
 * centre lists orders by status): waiting payment, to ship, to receive, to comment, after-sale —
 * the same filters as `order.list`'s ORDER_FILTER.
 */
export const counts = defineCall({
  name: 'order.counts',
  transport: 'api',
  method: 'GET',
  uri: '/order/counts',
  params: z.object({ ...memberScope }),
  result: z.object({ waitingPayment: count, toShip: count, toReceive: count, toComment: count, afterSale: count }),
});
