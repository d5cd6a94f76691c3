import { z } from 'zod';
import { defineCall } from '../../define';
import { intParam, memberScope, pageOf } from '../shapes';
import { creditSchema, paged } from './schemas';

/** The member's commissions, newest first, optionally of one status. */
export const incomeList = defineCall({
  name: 'wallet.incomeList',
  transport: 'api',
  method: 'GET',
  uri: '/wallet/income/list',
  params: z.object({ ...memberScope, ...paged.params, status: intParam.min(0).max(2).optional() }),
  result: pageOf(creditSchema),
  paging: paged.paging,
});
