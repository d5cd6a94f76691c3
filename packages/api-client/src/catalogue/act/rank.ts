import { z } from 'zod';
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
  params: z.object({ iid: iidParam, by: intParam.min(1).max(2).default(1), ...optionalToken }),
  result: z.object({
    list: z.array(z.object({ rank: z.number().int(), name: z.string(), value: z.number() })),
    mine: z.object({ rank: z.number().int(), value: z.number() }).nullable(),
  }),
});
