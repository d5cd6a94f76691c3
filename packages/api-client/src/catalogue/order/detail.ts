import * as z from 'zod/mini';
import { defineCall } from '../../define';
import { memberScope } from '../shapes';
import { notFound, orderDetailSchema, orderId } from './schemas';

/** One of the member's orders. Another member's or an unknown order is `notFound`. */
export const detail = defineCall({
  name: 'order.detail',
  transport: 'api',
  method: 'GET',
  uri: '/h5/order/detail',
  params: z.object({ ...memberScope, orderId }),
  result: orderDetailSchema,
  errors: { notFound },
});
