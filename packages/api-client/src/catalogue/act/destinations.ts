import * as z from 'zod/mini';
import { defineCall } from '../../define';
import { iidParam } from '../shapes';

/** Destinations of the tenant's published activities: name, a cover and how many trips go there. */
export const destinations = defineCall({
  name: 'act.destinations',
  transport: 'api',
  method: 'GET',
  uri: '/act/destination/list',
  params: z.object({ iid: iidParam }),
  result: z.array(z.object({ name: z.string(), cover: z.string(), count: z.number().check(z.int()) })),
});
