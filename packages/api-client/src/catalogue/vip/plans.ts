import * as z from 'zod/mini';
import { defineCall } from '../../define';
import { iidParam } from '../shapes';
import { planSchema } from './schemas';

/** The cards the tenant sells, cheapest first (spec §7 /api/vip/card/list); needs no session. */
export const plans = defineCall({
  name: 'vip.plans',
  transport: 'api',
  method: 'GET',
  uri: '/vip/card/list',
  params: z.object({ iid: iidParam }),
  result: z.array(planSchema),
});
