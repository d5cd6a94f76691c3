import * as z from 'zod/mini';
import { defineCall } from '../../define';
import { iidParam } from '../shapes';
import { MODULE_TYPES } from './schemas';

/** The tags (categories) of one kind of content, for a list's tabs, most used first. Our own call. */
export const tags = defineCall({
  name: 'content.tags',
  transport: 'gateway',
  method: 'GET',
  uri: '/v1/content/tags',
  params: z.object({ iid: iidParam, moduleType: z.enum(MODULE_TYPES) }),
  result: z.array(z.object({ tag: z.string(), count: z.number().check(z.int()) })),
});
