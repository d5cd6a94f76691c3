import * as z from 'zod/mini';
import { callError, defineCall } from '../../define';
import { idParam, memberScope } from '../shapes';
import { withdrawalSchema } from './schemas';

/**
 * The member confirms receipt of an approved WeChat withdrawal (WeChat's merchant transfer needs
 * the payee's confirmation inside WeChat). Reply: the withdrawal, paid.
 */
export const withdrawConfirm = defineCall({
  name: 'wallet.withdrawConfirm',
  transport: 'api',
  method: 'POST',
  uri: '/wallet/withdraw/confirm',
  params: z.object({ ...memberScope, id: idParam }),
  result: withdrawalSchema,
  errors: { notWaiting: callError(4708, '该提现不在待收款状态') },
});
