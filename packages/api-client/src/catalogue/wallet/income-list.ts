import * as z from 'zod/mini';
import { defineCall } from '../../define';
import { intParam, memberScope, pageOf } from '../shapes';
import { creditSchema, paged } from './schemas';

/** The member's commissions, newest first, optionally of one status. */
export const incomeList = defineCall({
  name: 'wallet.incomeList',
  transport: 'api',
  method: 'GET',
  uri: '/wallet/income/list',
  params: z.object({ ...memberScope, ...paged.params, status: z.optional(intParam.check(z.gte(0), z.lte(2))) }),
  result: pageOf(creditSchema),
  paging: paged.paging,
});
