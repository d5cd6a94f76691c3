import * as z from 'zod/mini';
import { defineCall } from '../../define';
import { memberScope } from '../shapes';
import { accountSchema } from './schemas';

/** The points account (spec §7 /api/coin/account/get). */
export const account = defineCall({
  name: 'point.account',
  transport: 'api',
  method: 'GET',
  uri: '/coin/account/get',
  params: z.object({ ...memberScope }),
  result: accountSchema,
});
