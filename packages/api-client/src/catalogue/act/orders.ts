import * as z from 'zod/mini';
import { defineCall } from '../../define';
import { memberScope, pageOf } from '../shapes';
import { actPaging, enrolmentSchema } from './schemas';

/** The member's enrolments, newest first (paid, waiting and cancelled). */
export const orders = defineCall({
  name: 'act.orders',
  transport: 'api',
  method: 'GET',
  uri: '/act/orders',
  params: z.object({ ...memberScope, ...actPaging.params }),
  result: pageOf(enrolmentSchema),
  paging: actPaging.paging,
});
