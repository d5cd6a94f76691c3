import * as z from 'zod/mini';
import { defineCall } from '../../define';
import { memberScope, pageOf } from '../shapes';
import { paged, transactionSchema } from './schemas';

/** The balance's changes, newest first (spec §7: a POST, a read all the same). */
export const transactions = defineCall({
  name: 'point.transactions',
  transport: 'api',
  method: 'POST',
  kind: 'query',
  uri: '/coin/trans/list',
  params: z.object({ ...memberScope, ...paged.params }),
  result: pageOf(transactionSchema),
  paging: paged.paging,
});
