import * as z from 'zod/mini';
import { defineCall } from '../../define';
import { intParam, memberScope } from '../shapes';
import { insureMonthSchema, STATIS_ERRORS } from './schemas';

/** Insurance bought with paid enrolments per month: people insured and premium in fen. Members without a statistics role are refused (notPermitted). */
export const adinsure = defineCall({
  name: 'statis.adinsure',
  transport: 'api',
  method: 'GET',
  uri: '/statis/adinsure',
  params: z.object({ ...memberScope, months: z._default(intParam.check(z.gte(1), z.lte(24)), 6) }),
  result: z.array(insureMonthSchema),
  errors: STATIS_ERRORS,
});
