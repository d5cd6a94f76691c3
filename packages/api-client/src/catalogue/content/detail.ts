import * as z from 'zod/mini';
import { defineCall } from '../../define';
import { idParam, iidParam, optionalToken } from '../shapes';
import { CONTENT_ERRORS, contentDetailSchema } from './schemas';

/**
 * One item with its parts and the caller's state (bought, liked, collected, positions). A paid
 * item's body and locked parts never travel here: `body` is '' until bought. A draft answers only
 * its author (the note preview); to anyone else it does not exist.
 */
export const detail = defineCall({
  name: 'content.detail',
  transport: 'api',
  method: 'GET',
  uri: '/content/detail',
  params: z.object({ iid: iidParam, id: idParam, ...optionalToken }),
  result: contentDetailSchema,
  errors: { notFound: CONTENT_ERRORS.notFound },
});
