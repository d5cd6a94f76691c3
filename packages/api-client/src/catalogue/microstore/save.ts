import { z } from 'zod';
import { defineCall } from '../../define';
import { memberScope, textParam } from '../shapes';
import { errors, INTRO_MAX, NAME_MAX, storeSchema } from './schemas';

/** Opens the member's store, or saves its name, logo (an uploaded image's URL) and intro. */
export const save = defineCall({
  name: 'microstore.save',
  transport: 'api',
  method: 'POST',
  uri: '/microstore/save',
  params: z.object({ ...memberScope, name: textParam(NAME_MAX, 1), logo: textParam(500).default(''), intro: textParam(INTRO_MAX).default('') }),
  result: storeSchema,
  errors: { invalid: errors.invalid },
});
