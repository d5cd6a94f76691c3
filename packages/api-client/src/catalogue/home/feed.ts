import { z } from 'zod';
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
    isNew: intParam.min(0).max(1).optional(),
    topic: idParam.optional(),
  }),
  result: pageOf(feedItemSchema),
  paging: feedPaging.paging,
});
