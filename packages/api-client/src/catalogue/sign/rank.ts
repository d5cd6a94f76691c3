import * as z from 'zod/mini';
import { defineCall } from '../../define';
import { idParam, iidParam, optionalToken } from '../shapes';
import { rankRowSchema, subjectNotFound } from './schemas';

/** A subject's rank: the top 50 by sites done (earliest first on a tie), and the member's own row. */
export const rank = defineCall({
  name: 'sign.rank',
  transport: 'api',
  method: 'GET',
  uri: '/sign/rank',
  params: z.object({ iid: iidParam, subjectId: idParam, ...optionalToken }),
  result: z.object({ list: z.array(rankRowSchema), mine: z.nullable(rankRowSchema) }),
  errors: { notFound: subjectNotFound },
});
