import * as z from 'zod/mini';
import { defineCall } from '../../define';
import { iidParam, intParam, optionalToken } from '../shapes';

/**
 * The tenant's members ranked by activities joined (paid enrolments of activities that have
 * started) or by distance (km of the routes of activities they checked in at), top 50, and the
 * member's own place when a token is given (`mine` null when unranked).
 */
export const rank = defineCall({
  name: 'act.rank',
  transport: 'api',
  method: 'GET',
  uri: '/act/rank',
  params: z.object({ iid: iidParam, by: z._default(intParam.check(z.gte(1), z.lte(2)), 1), ...optionalToken }),
  result: z.object({
    list: z.array(z.object({ rank: z.number().check(z.int()), name: z.string(), value: z.number() })),
    mine: z.nullable(z.object({ rank: z.number().check(z.int()), value: z.number() })),
  }),
});
