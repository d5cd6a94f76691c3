import * as z from 'zod/mini';
import { defineCall } from '../../define';
import { memberScope, textParam } from '../shapes';
import { gongyiSchema, SHOPS_ERRORS } from './schemas';

/** The volunteer record of a card's owner (code), or the member's own: computed from their activity sign-ups and check-ins. */
export const gongyi = defineCall({
  name: 'shops.gongyi',
  transport: 'api',
  method: 'GET',
  uri: '/shops/gongyi',
  params: z.object({ ...memberScope, code: z.optional(textParam(16)) }),
  result: gongyiSchema,
  errors: { cardNotFound: SHOPS_ERRORS.cardNotFound },
});
