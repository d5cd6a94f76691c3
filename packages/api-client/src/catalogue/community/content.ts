import { z } from 'zod';
import { defineCall } from '../../define';
import { intParam, pageNoParams, positiveIdParam, textParam, timeText } from './fields';

/** One entry of a content list (our choice: the spec shows no reply). */
export const contentEntrySchema = z.object({
  id: z.number().int(),
  title: z.string(),
  cover: z.string(),
  summary: z.string(),
  /** The module the entry belongs to (activity, note, news, video…), as `moduleType` filters. */
  moduleType: z.number().int(),
  /** Where tapping it goes: a product link (spec §2 link forms). */
  link: z.string(),
  createTime: timeText,
});
export type ContentEntry = z.infer<typeof contentEntrySchema>;

/** A module's content, newest first, paged by pageNo/pageSize (spec §7 params). Reply: one page, a list. */
export const contentList = defineCall({
  name: 'content.list',
  transport: 'gateway',
  method: 'GET',
  uri: '/v1/content/list',
  params: z.object({
    iid: positiveIdParam,
    userId: intParam.optional(),
    isNew: intParam.min(0).max(1).optional(),
    moduleType: intParam.optional(),
    tag: textParam(50).optional(),
    ...pageNoParams,
  }),
  result: z.array(contentEntrySchema),
  paging: { page: 'pageNo', defaultSize: 10 },
});

/** Records a statistic (page view, share…): spec §7 params. The reply is not used: `{ t: true }` (our choice). */
export const sysStat = defineCall({
  name: 'sys.stat',
  transport: 'gateway',
  method: 'GET',
  kind: 'mutation',
  uri: '/v1/sys/stat',
  params: z.object({ iid: positiveIdParam, rid: intParam.optional(), type: textParam(50), p: textParam(500).optional() }),
  result: z.boolean(),
});
