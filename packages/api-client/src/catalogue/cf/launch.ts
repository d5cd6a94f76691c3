import { z } from 'zod';
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
    images: z.array(textParam(500, 1)).max(LAUNCH_LIMITS.images).default([]),
    goalFen: intParam,
    deadline: textParam(30, 10),
    layout: z.enum(LAYOUTS).default('index'),
    risk: textParam(500).default(''),
    contactPhone: mobileParam,
    tiers: z.array(tierInputSchema).max(LAUNCH_LIMITS.tiers).default([]),
  }),
  result: z.object({ id: z.number().int() }),
  errors: { badGoal: CF_ERRORS.badGoal, badDeadline: CF_ERRORS.badDeadline, badTier: CF_ERRORS.badTier },
});
