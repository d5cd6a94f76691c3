import * as z from 'zod/mini';
import { defineCall } from '../../define';
import { intParam, memberScope } from '../shapes';
import { weekSchema, STATIS_ERRORS } from './schemas';

/** Activities per week (weeks back from this one): activities starting, people enrolled and paid, revenue in fen. Members without a statistics role are refused (notPermitted). */
export const weekact = defineCall({
  name: 'statis.weekact',
  transport: 'api',
  method: 'GET',
  uri: '/statis/weekact',
  params: z.object({ ...memberScope, weeks: z._default(intParam.check(z.gte(1), z.lte(26)), 8) }),
  result: z.array(weekSchema),
  errors: STATIS_ERRORS,
});
