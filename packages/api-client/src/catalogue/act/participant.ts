import { z } from 'zod';
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
  result: participantSchema.extend({
    id: z.number().int(),
    actId: z.number().int(),
    orderId: z.string(),
    signCode: z.string(),
    insured: z.boolean(),
    signs: z.array(z.object({ place: z.string(), at: instant, way: z.number().int() })),
  }),
  errors: { notLeader },
});
