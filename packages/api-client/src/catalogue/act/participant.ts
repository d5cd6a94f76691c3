import * as z from 'zod/mini';
import { defineCall } from '../../define';
import { idParam, instant, memberScope } from '../shapes';
import { notLeader, participantSchema } from './schemas';

/** One participant as the leader sees them: details, emergency contact, order and check-ins. Only the activity's leader. */
export const participant = defineCall({
  name: 'act.participant',
  transport: 'api',
  method: 'GET',
  uri: '/act/sign/user',
  params: z.object({ ...memberScope, id: idParam }),
  result: z.extend(participantSchema, {
    id: z.number().check(z.int()),
    actId: z.number().check(z.int()),
    orderId: z.string(),
    signCode: z.string(),
    insured: z.boolean(),
    signs: z.array(z.object({ place: z.string(), at: instant, way: z.number().check(z.int()) })),
  }),
  errors: { notLeader },
});
