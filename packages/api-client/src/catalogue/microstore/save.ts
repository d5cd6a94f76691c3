import * as z from 'zod/mini';
import { defineCall } from '../../define';
import { memberScope, textParam } from '../shapes';
import { errors, INTRO_MAX, NAME_MAX, storeSchema } from './schemas';

/** Opens the member's store, or saves its name, logo (an uploaded image's URL) and intro. */
export const save = defineCall({
  name: 'microstore.save',
  transport: 'api',
  method: 'POST',
  uri: '/microstore/save',
  params: z.object({ ...memberScope, name: textParam(NAME_MAX, 1), logo: z._default(textParam(500), ''), intro: z._default(textParam(INTRO_MAX), '') }),
  result: storeSchema,
  errors: { invalid: errors.invalid },
});
