import * as z from 'zod/mini';
import { defineCall } from '../../define';
import { memberScope, pageOf } from '../shapes';
import { paged, recordSchema } from './schemas';

/** The benefits the member received (used on their cards), newest first (record/recv). */
export const received = defineCall({
  name: 'writeoff.received',
  transport: 'api',
  method: 'GET',
  uri: '/vip/writeoff/recv',
  params: z.object({ ...memberScope, ...paged.params }),
  result: pageOf(recordSchema),
  paging: paged.paging,
});
