import * as z from 'zod/mini';
import { defineCall } from '../../define';
import { memberScope, textParam } from '../shapes';
import { opinionSchema } from './schemas';

/** Sends the organisation feedback (relation/opinion): 5 to 500 characters, and a way to reply if the member wants one. */
export const opinion = defineCall({
  name: 'relation.opinion',
  transport: 'api',
  method: 'POST',
  uri: '/relation/opinion',
  params: z.object({ ...memberScope, content: textParam(500, 5), contact: textParam(60) }),
  result: opinionSchema,
});
