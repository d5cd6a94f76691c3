import { z } from 'zod';
import { defineCall } from '../../define';
import { memberScope } from '../shapes';

/** Whether the member writes off for a merchant of the tenant, and which (null: not a merchant). */
export const merchant = defineCall({
  name: 'writeoff.merchant',
  transport: 'api',
  method: 'GET',
  uri: '/vip/writeoff/merchant',
  params: z.object({ ...memberScope }),
  result: z.object({ name: z.string(), benefits: z.number().int().min(0), today: z.number().int().min(0) }).nullable(),
});
