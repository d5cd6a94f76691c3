import * as z from 'zod/mini';
import { defineCall } from '../../define';
import { memberScope } from '../shapes';
import { benefitSchema, errors, writeOffCodeParam } from './schemas';

/** A merchant reads a member's code: the card, the member (name masked) and the merchant's own benefits on it. */
export const lookup = defineCall({
  name: 'writeoff.lookup',
  transport: 'api',
  method: 'GET',
  uri: '/vip/writeoff/lookup',
  params: z.object({ ...memberScope, code: writeOffCodeParam }),
  result: z.object({ member: z.string(), cardNo: z.string(), cardTitle: z.string(), merchant: z.string(), benefits: z.array(benefitSchema) }),
  errors: { notMerchant: errors.notMerchant, badCode: errors.badCode, expiredCode: errors.expiredCode },
});
