import * as z from 'zod/mini';
import { defineCall } from '../../define';
import { memberScope } from '../shapes';
import { notDistributor } from './schemas';

/** The distributor's growth (spec §7 /multidis/grouth): growth value, level, and what the next level needs. */
export const grouth = defineCall({
  name: 'distribution.grouth',
  transport: 'gateway',
  method: 'GET',
  uri: '/multidis/grouth',
  params: z.object({ ...memberScope }),
  result: z.object({ growth: z.number().check(z.int()), level: z.number().check(z.int()), levelName: z.string(), nextLevelName: z.string(), nextGrowth: z.number().check(z.int()) }),
  errors: { notDistributor },
});
