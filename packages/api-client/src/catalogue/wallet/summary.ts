import * as z from 'zod/mini';
import { defineCall } from '../../define';
import { memberScope } from '../shapes';
import { summarySchema } from './schemas';

/** The member's wallet: available, pending, frozen and withdrawn amounts (each the ledger's sum) and the tenant's rules. */
export const summary = defineCall({
  name: 'wallet.summary',
  transport: 'api',
  method: 'GET',
  uri: '/wallet/get',
  params: z.object({ ...memberScope }),
  result: summarySchema,
});
