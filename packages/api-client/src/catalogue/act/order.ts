import * as z from 'zod/mini';
import { defineCall } from '../../define';
import { memberScope, textParam } from '../shapes';
import { enrolmentSchema, orderNotFound } from './schemas';

/** The member's own enrolment with its participants and check-ins. */
export const order = defineCall({
  name: 'act.order',
  transport: 'api',
  method: 'GET',
  uri: '/act/order',
  params: z.object({ ...memberScope, orderId: textParam(40, 1) }),
  result: enrolmentSchema,
  errors: { notFound: orderNotFound },
});
