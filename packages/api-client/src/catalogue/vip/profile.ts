import * as z from 'zod/mini';
import { defineCall } from '../../define';
import { memberScope } from '../shapes';
import { cardSchema } from './schemas';

/** The member's vip status and held cards (spec §7 /api/vip/get/profileByUnionId). */
export const profile = defineCall({
  name: 'vip.profile',
  transport: 'api',
  method: 'GET',
  uri: '/vip/get/profileByUnionId',
  params: z.object({ ...memberScope }),
  result: z.object({ isVip: z.boolean(), cards: z.array(cardSchema) }),
});
