import * as z from 'zod/mini';
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
  params: z.object({ ...memberScope, actId: idParam, placeId: z.optional(idParam) }),
  result: z.object({
    title: z.string(),
    total: z.number().check(z.int()),
    signed: z.number().check(z.int()),
    list: z.array(
      z.object({
        id: z.number().check(z.int()),
        name: z.string(),
        /** Masked: 138****8000. */
        mobile: z.string(),
        orderId: z.string(),
        signedAt: z.nullable(z.string()),
        place: z.string(),
      }),
    ),
  }),
  errors: { notFound, notLeader },
});
