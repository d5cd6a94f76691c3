import * as z from 'zod/mini';
import { defineCall } from '../../define';
import { memberScope } from '../shapes';
import { notDistributor } from './schemas';

/** The active distributor's own key for links (multiDisKey), with their display name for the poster. */
export const getKey = defineCall({
  name: 'distribution.getKey',
  transport: 'gateway',
  method: 'GET',
  uri: '/multidis/getKey',
  params: z.object({ ...memberScope }),
  result: z.object({ multiDisKey: z.string(), userId: z.number().check(z.int()), nickName: z.string(), headImg: z.string() }),
  errors: { notDistributor },
});
