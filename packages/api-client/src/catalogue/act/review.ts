import * as z from 'zod/mini';
import { callError, defineCall } from '../../define';
import { idParam, intParam, memberScope, textParam } from '../shapes';
import { notFound } from './schemas';

/**
 * The member reviews an activity they took part in (a paid enrolment) once it has ended: three
 * scores 1–5 (行程安排, 领队服务, 性价比), text of 5–500 characters, up to 9 image URLs as a JSON list.
 */
export const review = defineCall({
  name: 'act.review',
  transport: 'api',
  method: 'POST',
  uri: '/act/review',
  params: z.object({
    ...memberScope,
    actId: idParam,
    score1: intParam.check(z.gte(1), z.lte(5)),
    score2: intParam.check(z.gte(1), z.lte(5)),
    score3: intParam.check(z.gte(1), z.lte(5)),
    content: textParam(500),
    images: z._default(textParam(10_000), '[]'),
  }),
  result: z.number().check(z.int()),
  errors: {
    notFound,
    notJoined: callError(409, '只有参加了活动的人才能评价'),
    notEnded: callError(409, '活动结束后才能评价'),
    already: callError(409, '您已评价过该活动'),
    tooShort: callError(400, '最少应该输入5个字符哦'),
    badImages: callError(400, '图片最多9张'),
  },
});
