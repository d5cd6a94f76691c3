import { z } from 'zod';
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
    invited: z.number().int().min(0),
    steps: z.array(z.object({ invited: z.number().int(), points: z.number().int(), title: z.string(), grantedAt: instant.nullable() })),
  }),
});
