import * as z from 'zod/mini';
import { callError, defineCall } from '../../define';
import { idParam, memberScope } from '../shapes';
import { withdrawalSchema } from './schemas';

/** The member takes back a withdrawal still under review: the amount returns to the balance. */
export const withdrawCancel = defineCall({
  name: 'wallet.withdrawCancel',
  transport: 'api',
  method: 'POST',
  uri: '/wallet/withdraw/cancel',
  params: z.object({ ...memberScope, id: idParam }),
  result: withdrawalSchema,
  errors: { notSubmitted: callError(4707, '该提现已审核，不能取消') },
});
