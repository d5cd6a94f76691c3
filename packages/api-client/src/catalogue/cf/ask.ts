import * as z from 'zod/mini';
import { defineCall } from '../../define';
import { idParam, memberScope, textParam } from '../shapes';
import { CF_ERRORS } from './schemas';

/** A member asks the launcher a question about a project. */
export const ask = defineCall({
  name: 'cf.ask',
  transport: 'api',
  method: 'POST',
  uri: '/cf/question/ask',
  params: z.object({ ...memberScope, id: idParam, question: textParam(300, 2) }),
  result: z.object({ id: z.number().check(z.int()) }),
  errors: { notFound: CF_ERRORS.notFound },
});
