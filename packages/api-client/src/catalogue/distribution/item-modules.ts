import * as z from 'zod/mini';
import { defineCall } from '../../define';
import { iidParam } from '../shapes';
import { moduleSchema } from './schemas';

/** The tenant's promotable modules with their commission rates. */
export const itemModules = defineCall({
  name: 'distribution.itemModules',
  transport: 'gateway',
  method: 'GET',
  uri: '/multidis/item/modules',
  params: z.object({ iid: iidParam }),
  result: z.array(moduleSchema),
});
