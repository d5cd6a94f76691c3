import * as z from 'zod/mini';
import { defineCall } from '../../define';
import { done, idParam, memberScope, textParam } from '../shapes';
import { CF_ERRORS } from './schemas';

/** The launcher answers a question about their project. */
export const answer = defineCall({
  name: 'cf.answer',
  transport: 'api',
  method: 'POST',
  uri: '/cf/question/answer',
  params: z.object({ ...memberScope, questionId: idParam, answer: textParam(500, 1) }),
  result: done,
  errors: { notFound: CF_ERRORS.notFound, notLauncher: CF_ERRORS.notLauncher },
});
