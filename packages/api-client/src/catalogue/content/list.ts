import { z } from 'zod';
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
    userId: intParam.optional(),
    isNew: flagParam.optional(),
    moduleType: z.enum(MODULE_TYPES).optional(),
    tag: textParam(40).optional(),
    source: textParam(60).optional(),
    ...pagedContent.params,
  }),
  result: pageOf(contentCardSchema),
  paging: pagedContent.paging,
});
