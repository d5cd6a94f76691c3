import * as z from 'zod/mini';
import { defineCall } from '../../define';
import { done, idParam, intParam, memberScope } from '../shapes';
import { CONTENT_ERRORS } from './schemas';

/** Remembers where the member is in a part (seconds; a chapter's scroll per mille), so it resumes there. */
export const progress = defineCall({
  name: 'content.progress',
  transport: 'api',
  method: 'POST',
  uri: '/content/progress',
  params: z.object({ ...memberScope, id: idParam, position: intParam.check(z.gte(0), z.lte(1_000_000)) }),
  result: done,
  errors: { notFound: CONTENT_ERRORS.notFound, locked: CONTENT_ERRORS.locked },
});
