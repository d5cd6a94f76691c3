import * as z from 'zod/mini';
import { callError, defineCall } from '../../define';
import { idParam, iidParam, memberScope, optionalToken, textParam } from '../shapes';
import { paperNotFound, paperResultSchema, paperSchema } from './schemas';

/** A question paper (question/:iid/:id, trajectory/qapaper) without its answers; `submitted` for the member. */
export const paper = defineCall({
  name: 'sport.paper',
  transport: 'api',
  method: 'GET',
  uri: '/sport/paper',
  params: z.object({ iid: iidParam, id: idParam, ...optionalToken }),
  result: paperSchema,
  errors: { notFound: paperNotFound },
});

/**
 * Submits the member's answers, once: `answers` is JSON text of question id → chosen option
 * indexes ('{"1":[0],"2":[1,3]}'; an unanswered question may be left out). Reply: the result.
 */
export const submitPaper = defineCall({
  name: 'sport.submitPaper',
  transport: 'api',
  method: 'POST',
  uri: '/sport/paper/submit',
  params: z.object({ ...memberScope, paperId: idParam, answers: textParam(4000, 2) }),
  result: paperResultSchema,
  errors: {
    notFound: paperNotFound,
    already: callError(4301, '已提交过答卷，不能重复提交'),
    badAnswers: callError(400, '答案格式不正确'),
  },
});

/** The member's result of a paper: score, answers and the correct ones (question/:iid/:id/result). */
export const paperResult = defineCall({
  name: 'sport.paperResult',
  transport: 'api',
  method: 'GET',
  uri: '/sport/paper/result',
  params: z.object({ ...memberScope, paperId: idParam }),
  result: paperResultSchema,
  errors: { notFound: paperNotFound, notSubmitted: callError(4302, '还没有提交答卷') },
});
