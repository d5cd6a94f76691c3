import * as z from 'zod/mini';
import { defineCall } from '../../define';
import { COMMON_ERRORS, idParam, memberScope } from '../shapes';
import { withdrawalSchema } from './schemas';

/** One of the member's withdrawals (the progress page). */
export const withdrawDetail = defineCall({
  name: 'wallet.withdrawDetail',
  transport: 'api',
  method: 'GET',
  uri: '/wallet/withdraw/detail',
  params: z.object({ ...memberScope, id: idParam }),
  result: withdrawalSchema,
  errors: { notFound: COMMON_ERRORS.notFound },
});
