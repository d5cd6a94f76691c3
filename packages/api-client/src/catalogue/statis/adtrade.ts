import * as z from 'zod/mini';
import { defineCall } from '../../define';
import { intParam, memberScope } from '../shapes';
import { tradeSchema, STATIS_ERRORS } from './schemas';

/** Paid orders of the last days by business type (refunded ones left out): how many and the amount in fen. Members without a statistics role are refused (notPermitted). */
export const adtrade = defineCall({
  name: 'statis.adtrade',
  transport: 'api',
  method: 'GET',
  uri: '/statis/adtrade',
  params: z.object({ ...memberScope, days: z._default(intParam.check(z.gte(1), z.lte(366)), 30) }),
  result: z.array(tradeSchema),
  errors: STATIS_ERRORS,
});
