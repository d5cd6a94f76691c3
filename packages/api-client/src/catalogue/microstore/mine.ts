import * as z from 'zod/mini';
import { defineCall } from '../../define';
import { memberScope } from '../shapes';
import { storeSchema } from './schemas';

/** The member's own store, or null before it is opened. */
export const mine = defineCall({
  name: 'microstore.mine',
  transport: 'api',
  method: 'GET',
  uri: '/microstore/mine',
  params: z.object({ ...memberScope }),
  result: z.nullable(storeSchema),
});
