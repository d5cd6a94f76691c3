import * as z from 'zod/mini';
import { defineCall } from '../../define';
import { idParam, memberScope, textParam } from '../shapes';
import { CONTENT_ERRORS, paymentSchema } from './schemas';

/**
 * Starts buying a paid item (pvideo album, audio album, book, paid video) or a paid live room
 * (`live` 1): the server prices it, opens (or reuses) the member's waiting purchase and prepays
 * it. It opens only when the provider's verified notify arrives (`content.bought` then says so).
 */
export const buy = defineCall({
  name: 'content.buy',
  transport: 'api',
  method: 'POST',
  uri: '/content/buy',
  params: z.object({ ...memberScope, id: idParam, live: z._default(z.coerce.number<number | string>().check(z.int(), z.gte(0), z.lte(1)), 0), openId: z._default(textParam(128), '') }),
  result: paymentSchema,
  errors: { notFound: CONTENT_ERRORS.notFound, alreadyBought: CONTENT_ERRORS.alreadyBought, free: CONTENT_ERRORS.free },
});
