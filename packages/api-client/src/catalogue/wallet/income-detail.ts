import * as z from 'zod/mini';
import { defineCall } from '../../define';
import { idParam, memberScope, COMMON_ERRORS } from '../shapes';
import { creditSchema, entrySchema } from './schemas';

/** One commission with the ledger entries it caused. */
export const incomeDetail = defineCall({
  name: 'wallet.incomeDetail',
  transport: 'api',
  method: 'GET',
  uri: '/wallet/income/detail',
  params: z.object({ ...memberScope, id: idParam }),
  result: z.object({ credit: creditSchema, entries: z.array(entrySchema) }),
  errors: { notFound: COMMON_ERRORS.notFound },
});
