import * as z from 'zod/mini';
import { defineCall } from '../../define';
import { done, flagParam, idParam, memberScope } from '../shapes';
import { RELATION_ERRORS } from './schemas';

/** Hides (or shows again) an impression someone gave the member: only the member it was given to. */
export const hideImpression = defineCall({
  name: 'relation.hideImpression',
  transport: 'api',
  method: 'POST',
  uri: '/relation/impress/hide',
  params: z.object({ ...memberScope, id: idParam, hidden: flagParam }),
  result: done,
  errors: { entryNotFound: RELATION_ERRORS.entryNotFound },
});
