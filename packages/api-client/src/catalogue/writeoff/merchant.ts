import * as z from 'zod/mini';
import { defineCall } from '../../define';
import { memberScope } from '../shapes';

/** Whether the member writes off for a merchant of the tenant, and which (null: not a merchant). */
export const merchant = defineCall({
  name: 'writeoff.merchant',
  transport: 'api',
  method: 'GET',
  uri: '/vip/writeoff/merchant',
  params: z.object({ ...memberScope }),
  result: z.nullable(z.object({ name: z.string(), benefits: z.number().check(z.int(), z.gte(0)), today: z.number().check(z.int(), z.gte(0)) })),
});
