import * as z from 'zod/mini';
import { defineCall } from '../../define';
import { idParam, memberScope } from '../shapes';
import { errors, recordSchema, writeOffCodeParam } from './schemas';

/**
 * Writes off one use of a benefit on the card behind the code: taken in one transaction, so two
 * merchants (or two taps) on the last use take it once.
 */
export const use = defineCall({
  name: 'writeoff.use',
  transport: 'api',
  method: 'POST',
  uri: '/vip/writeoff/use',
  params: z.object({ ...memberScope, code: writeOffCodeParam, benefitId: idParam }),
  result: recordSchema,
  errors: {
    notMerchant: errors.notMerchant,
    badCode: errors.badCode,
    expiredCode: errors.expiredCode,
    benefitNotFound: errors.benefitNotFound,
    usedUp: errors.usedUp,
  },
});
