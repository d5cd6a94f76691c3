import * as z from 'zod/mini';
import { defineCall } from '../../define';
import { idParam, iidParam, optionalToken } from '../shapes';
import { CONTENT_ERRORS, partSchema } from './schemas';

/**
 * One part (episode, track, chapter) with its text or media URLs. A part that is not free of an
 * item the caller has not bought is refused (`locked`, '请先购买~'): its text and media never leave
 * the server; a paid item's media URLs are signed and expire.
 */
export const part = defineCall({
  name: 'content.part',
  transport: 'api',
  method: 'GET',
  uri: '/content/part',
  params: z.object({ iid: iidParam, id: idParam, ...optionalToken }),
  result: partSchema,
  errors: { notFound: CONTENT_ERRORS.notFound, locked: CONTENT_ERRORS.locked },
});
