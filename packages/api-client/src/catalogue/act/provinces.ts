import * as z from 'zod/mini';
import { defineCall } from '../../define';
import { iidParam } from '../shapes';

/**
 * The departure provinces of the tenant's published activities with how many depart from each,
 * and the tags in use (spec §7 /v1/act/province/list; the tags are ours, for the list's tag strip).
 */
export const provinces = defineCall({
  name: 'act.provinces',
  transport: 'gateway',
  method: 'GET',
  uri: '/v1/act/province/list',
  params: z.object({ iid: iidParam }),
  result: z.object({
    provinces: z.array(z.object({ name: z.string(), count: z.number().check(z.int()) })),
    tags: z.array(z.string()),
  }),
});
