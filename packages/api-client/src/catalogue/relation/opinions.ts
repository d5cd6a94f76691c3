import * as z from 'zod/mini';
import { defineCall } from '../../define';
import { memberScope } from '../shapes';
import { opinionSchema } from './schemas';

/** The feedback the member sent, newest first (the last 20). */
export const opinions = defineCall({
  name: 'relation.opinions',
  transport: 'api',
  method: 'GET',
  uri: '/relation/opinion/list',
  params: z.object({ ...memberScope }),
  result: z.array(opinionSchema),
});
