import * as z from 'zod/mini';
import { defineCall } from '../../define';
import { idParam, iidParam, instant } from '../shapes';

/** Questions asked of a project's launcher, with the answers, newest first (at most 50). */
export const questions = defineCall({
  name: 'cf.questions',
  transport: 'api',
  method: 'GET',
  uri: '/cf/questions',
  params: z.object({ iid: iidParam, id: idParam }),
  result: z.array(z.object({ id: z.number().check(z.int()), nickName: z.string(), question: z.string(), answer: z.string(), askedAt: instant })),
});
