import * as z from 'zod/mini';
import { defineCall } from '../../define';
import { idParam, iidParam, intParam, pageOf } from '../shapes';
import { feedItemSchema, feedPaging } from './schemas';

/**
 * The content feed, newest first, page size 5 (spec §7 pageContent/list, §9). `isNew` 1 keeps the
 * last 30 days; `topic` filters by topic id. Reply `{ t: { list, total } }`.
 */
export const feed = defineCall({
  name: 'home.feed',
  transport: 'api',
  method: 'GET',
  uri: '/pageContent/list',
  params: z.object({
    iid: iidParam,
    ...feedPaging.params,
    isNew: z.optional(intParam.check(z.gte(0), z.lte(1))),
    topic: z.optional(idParam),
  }),
  result: pageOf(feedItemSchema),
  paging: feedPaging.paging,
});
