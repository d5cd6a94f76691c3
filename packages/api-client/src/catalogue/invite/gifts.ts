import * as z from 'zod/mini';
import { defineCall } from '../../define';
import { instant, memberScope } from '../shapes';

/** The inviter's rewards: each step of INVITE_GIFTS, reached or not, and when its points came. */
export const gifts = defineCall({
  name: 'invite.gifts',
  transport: 'api',
  method: 'GET',
  uri: '/cmgoods/gifts',
  params: z.object({ ...memberScope }),
  result: z.object({
    invited: z.number().check(z.int(), z.gte(0)),
    steps: z.array(z.object({ invited: z.number().check(z.int()), points: z.number().check(z.int()), title: z.string(), grantedAt: z.nullable(instant) })),
  }),
});
