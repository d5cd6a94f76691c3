import * as z from 'zod/mini';
import { defineCall } from '../../define';
import { iidParam } from '../shapes';

/** The topics of the tenant, each with its number of contents. */
export const topics = defineCall({
  name: 'home.topics',
  transport: 'api',
  method: 'GET',
  uri: '/page/topic/list',
  params: z.object({ iid: iidParam }),
  result: z.array(z.object({ id: z.number().check(z.int()), title: z.string(), image: z.string(), intro: z.string(), count: z.number().check(z.int()) })),
});
