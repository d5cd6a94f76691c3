import * as z from 'zod/mini';
import { defineCall } from '../../define';
import { done, idParam, memberScope } from '../shapes';
import { RELATION_ERRORS } from './schemas';

/** Deletes one of the member's honours or companies. */
export const removeEntry = defineCall({
  name: 'relation.removeEntry',
  transport: 'api',
  method: 'POST',
  uri: '/relation/entry/remove',
  params: z.object({ ...memberScope, kind: z.enum(['honor', 'company']), id: idParam }),
  result: done,
  errors: { entryNotFound: RELATION_ERRORS.entryNotFound },
});
