import * as z from 'zod/mini';
import { defineCall } from '../../define';
import { flagParam, iidParam, intParam, pageOf, textParam } from '../shapes';
import { contentCardSchema, MODULE_TYPES, pagedContent } from './schemas';

/**
 * A list of published content of one kind (spec §7 /v1/content/list: iid, userId, isNew,
 * moduleType, tag, pageSize, pageNo). `tag` filters by category ('' or absent: all); `isNew`
 * orders newest first (else most viewed first); `source` lists one source's articles
 * (/app/source/list). Without `moduleType`, every kind (the find page).
 */
export const list = defineCall({
  name: 'content.list',
  transport: 'gateway',
  method: 'GET',
  uri: '/v1/content/list',
  params: z.object({
    iid: iidParam,
    userId: z.optional(intParam),
    isNew: z.optional(flagParam),
    moduleType: z.optional(z.enum(MODULE_TYPES)),
    tag: z.optional(textParam(40)),
    source: z.optional(textParam(60)),
    ...pagedContent.params,
  }),
  result: pageOf(contentCardSchema),
  paging: pagedContent.paging,
});
