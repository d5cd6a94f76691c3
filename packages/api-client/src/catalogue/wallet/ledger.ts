import * as z from 'zod/mini';
import { defineCall } from '../../define';
import { memberScope, pageOf } from '../shapes';
import { entrySchema, paged } from './schemas';

/** Every entry of the member's ledger, newest first: what each change of a balance was and why. */
export const ledger = defineCall({
  name: 'wallet.ledger',
  transport: 'api',
  method: 'GET',
  uri: '/wallet/ledger',
  params: z.object({ ...memberScope, ...paged.params }),
  result: pageOf(entrySchema),
  paging: paged.paging,
});
