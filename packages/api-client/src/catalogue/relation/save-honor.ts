import * as z from 'zod/mini';
import { defineCall } from '../../define';
import { idParam, memberScope, textParam } from '../shapes';
import { dayParam, honorSchema, pictureParam, RELATION_ERRORS } from './schemas';

/** Adds an honour (or edits one of the member's, with `id`): its title, date and certificate picture. */
export const saveHonor = defineCall({
  name: 'relation.saveHonor',
  transport: 'api',
  method: 'POST',
  uri: '/relation/honor/save',
  params: z.object({ ...memberScope, id: z.optional(idParam), title: textParam(40, 1), date: dayParam, image: pictureParam }),
  result: honorSchema,
  errors: { entryNotFound: RELATION_ERRORS.entryNotFound },
});
