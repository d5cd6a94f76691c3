import * as z from 'zod/mini';
import { defineCall } from '../../define';
import { memberScope } from '../shapes';
import { mineSchema } from './schemas';

/** The member's own relations record: base and extra info, verification (with the full ID number), what others see. */
export const mine = defineCall({
  name: 'relation.mine',
  transport: 'api',
  method: 'GET',
  uri: '/relation/mine',
  params: z.object({ ...memberScope }),
  result: mineSchema,
});
