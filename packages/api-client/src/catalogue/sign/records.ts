import * as z from 'zod/mini';
import { defineCall } from '../../define';
import { memberScope, pageOf } from '../shapes';
import { recordPaging, recordSchema } from './schemas';

/** The member's check-ins, newest first (sign/record). */
export const records = defineCall({
  name: 'sign.records',
  transport: 'api',
  method: 'GET',
  uri: '/sign/records',
  params: z.object({ ...memberScope, ...recordPaging.params }),
  result: pageOf(recordSchema),
  paging: recordPaging.paging,
});
