import * as z from 'zod/mini';
import { defineCall } from '../../define';
import { iidParam } from '../shapes';
import { ruleSchema } from './schemas';

/** The tenant's points rules (spec §7 /api/coin/conf/list); needs no session. */
export const rules = defineCall({
  name: 'point.rules',
  transport: 'api',
  method: 'GET',
  uri: '/coin/conf/list',
  params: z.object({ iid: iidParam }),
  result: z.array(ruleSchema),
});
