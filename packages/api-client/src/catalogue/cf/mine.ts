import * as z from 'zod/mini';
import { defineCall } from '../../define';
import { memberScope } from '../shapes';
import { projectCardSchema } from './schemas';

/** The projects the member launched, newest first, in every state. */
export const mine = defineCall({
  name: 'cf.mine',
  transport: 'api',
  method: 'GET',
  uri: '/cf/mine',
  params: z.object(memberScope),
  result: z.array(z.extend(projectCardSchema, { rejectReason: z.string(), payoutBound: z.boolean() })),
});
