import * as z from 'zod/mini';
import { defineCall } from '../../define';
import { memberScope } from '../shapes';

/** How many children (active), grandchildren (active) and applications wait for the caller. */
export const childCount = defineCall({
  name: 'distribution.childCount',
  transport: 'gateway',
  method: 'GET',
  uri: '/multidis/role/child/count',
  params: z.object({ ...memberScope }),
  result: z.object({ level1: z.number().check(z.int()), level2: z.number().check(z.int()), pending: z.number().check(z.int()), fans: z.number().check(z.int()) }),
});
