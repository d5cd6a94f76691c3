import * as z from 'zod/mini';
import { defineCall } from '../../define';
import { memberScope } from '../shapes';
import { leaderSchema, STATIS_ERRORS } from './schemas';

/** Leaders by activities led, with the people they took. Members without a statistics role are refused (notPermitted). */
export const leader = defineCall({
  name: 'statis.leader',
  transport: 'api',
  method: 'GET',
  uri: '/statis/leader',
  params: z.object({ ...memberScope }),
  result: z.array(leaderSchema),
  errors: STATIS_ERRORS,
});
