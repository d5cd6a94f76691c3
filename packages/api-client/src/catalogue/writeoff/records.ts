import * as z from 'zod/mini';
import { defineCall } from '../../define';
import { memberScope, pageOf } from '../shapes';
import { errors, paged, recordSchema } from './schemas';

/** The merchant's write-offs, newest first (record/list). */
export const records = defineCall({
  name: 'writeoff.records',
  transport: 'api',
  method: 'GET',
  uri: '/vip/writeoff/records',
  params: z.object({ ...memberScope, ...paged.params }),
  result: pageOf(recordSchema),
  paging: paged.paging,
  errors: { notMerchant: errors.notMerchant },
});
