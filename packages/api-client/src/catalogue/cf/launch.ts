import * as z from 'zod/mini';
import { defineCall } from '../../define';
import { intParam, memberScope, mobileParam, textParam } from '../shapes';
import { CF_ERRORS, LAUNCH_LIMITS, LAYOUTS, tierInputSchema } from './schemas';

/**
 * A member launches a project: it waits for the organisation's review (admin API) before anyone
 * can support it. `deadline` is the last day ('YYYY-MM-DD', Asia/Shanghai) or an instant.
 */
export const launch = defineCall({
  name: 'cf.launch',
  transport: 'api',
  method: 'POST',
  uri: '/cf/launch',
  params: z.object({
    ...memberScope,
    title: textParam(LAUNCH_LIMITS.titleMax, 2),
    digest: textParam(LAUNCH_LIMITS.digestMax),
    story: textParam(LAUNCH_LIMITS.storyMax, 10),
    images: z._default(z.array(textParam(500, 1)).check(z.maxLength(LAUNCH_LIMITS.images)), []),
    goalFen: intParam,
    deadline: textParam(30, 10),
    layout: z._default(z.enum(LAYOUTS), 'index'),
    risk: z._default(textParam(500), ''),
    contactPhone: mobileParam,
    tiers: z._default(z.array(tierInputSchema).check(z.maxLength(LAUNCH_LIMITS.tiers)), []),
  }),
  result: z.object({ id: z.number().check(z.int()) }),
  errors: { badGoal: CF_ERRORS.badGoal, badDeadline: CF_ERRORS.badDeadline, badTier: CF_ERRORS.badTier },
});
