import * as z from 'zod/mini';
import { defineCall } from '../../define';
import { memberScope, textParam } from '../shapes';
import { SHOPS_ERRORS } from './schemas';

/**
 * Records that the member opened a shared card: one visit per visitor per day (Shanghai), none for
 * the owner's own; the card goes into the visitor's card list. Answers whether this one counted.
 */
export const visit = defineCall({
  name: 'shops.visit',
  transport: 'api',
  method: 'POST',
  uri: '/shops/card/visit',
  params: z.object({ ...memberScope, code: textParam(16, 1) }),
  result: z.object({ counted: z.boolean() }),
  errors: { cardNotFound: SHOPS_ERRORS.cardNotFound },
});
