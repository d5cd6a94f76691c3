import * as z from 'zod/mini';
import { defineCall } from '../../define';
import { memberScope } from '../shapes';
import { notFound, orderId, traceSchema } from './schemas';

/** The delivery's journey (spec §7 "Logistics query"), newest first; an empty list before shipping. */
export const logistics = defineCall({
  name: 'order.logistics',
  transport: 'api',
  method: 'GET',
  uri: '/h5/order/logistics',
  params: z.object({ ...memberScope, orderId }),
  result: z.object({ company: z.string(), transportNumber: z.string(), traces: z.array(traceSchema) }),
  errors: { notFound },
});
