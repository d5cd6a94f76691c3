import * as z from 'zod/mini';
import { defineCall } from '../../define';
import { idParam, iidParam, intParam, optionalToken } from '../shapes';
import { CONTENT_ERRORS, liveMessageSchema } from './schemas';

/**
 * A room's latest messages (oldest first), or those after `after` (an id): what the page shows
 * before the events stream. A paid room's only to whoever bought it (`locked` otherwise).
 */
export const liveMessages = defineCall({
  name: 'content.liveMessages',
  transport: 'api',
  method: 'GET',
  uri: '/content/live/messages',
  params: z.object({ iid: iidParam, id: idParam, after: z._default(intParam.check(z.gte(0)), 0), ...optionalToken }),
  result: z.array(liveMessageSchema),
  errors: { notFound: CONTENT_ERRORS.notFound, locked: CONTENT_ERRORS.locked },
});
