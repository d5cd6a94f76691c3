import * as z from 'zod/mini';
import { defineCall } from '../../define';
import { memberScope, pageOf } from '../shapes';
import { paged, withdrawalSchema } from './schemas';

/** The member's withdrawals, newest first. */
export const withdrawList = defineCall({
  name: 'wallet.withdrawList',
  transport: 'api',
  method: 'GET',
  uri: '/wallet/withdraw/list',
  params: z.object({ ...memberScope, ...paged.params }),
  result: pageOf(withdrawalSchema),
  paging: paged.paging,
});
