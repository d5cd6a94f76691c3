import { z } from 'zod';
import { defineCall } from '../../define';
import { idParam, memberScope } from '../shapes';
import { notFound, notLeader } from './schemas';

/**
 * The leader's roster: every participant of the activity's paid enrolments with their check-ins
 * (at `placeId`, or at any place when left out), and the counts. Only the activity's leader.
 */
export const roster = defineCall({
  name: 'act.roster',
  transport: 'api',
  method: 'GET',
  uri: '/act/sign/users',
  params: z.object({ ...memberScope, actId: idParam, placeId: idParam.optional() }),
  result: z.object({
    title: z.string(),
    total: z.number().int(),
    signed: z.number().int(),
    list: z.array(
      z.object({
        id: z.number().int(),
        name: z.string(),
        /** Masked: 138****8000. */
        mobile: z.string(),
        orderId: z.string(),
        signedAt: z.string().nullable(),
        place: z.string(),
      }),
    ),
  }),
  errors: { notFound, notLeader },
});
