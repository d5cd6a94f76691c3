import { z } from 'zod';
import { defineCall } from '../../define';
import { instant, memberScope, pageOf, pageParams } from './shapes';

/** A collected (favourited) item: what it is, where it leads, and when it was collected. */
export const memberCollectionSchema = z.object({
  id: z.number().int(),
  /** 'act' activity, 'goods' shop goods, 'news', 'note', 'video'. */
  targetType: z.string(),
  targetId: z.number().int(),
  title: z.string(),
  image: z.string(),
  /** The in-app path of the item (one of the spec §2 link forms). */
  link: z.string(),
  createdAt: instant,
});
export type MemberCollection = z.infer<typeof memberCollectionSchema>;

/** The member's collections, newest first (spec §7 /api/collect.list). */
export const memberCollectList = defineCall({
  name: 'member.collectList',
  transport: 'api',
  method: 'GET',
  uri: '/collect.list',
  params: z.object({ ...memberScope, ...pageParams }),
  result: pageOf(memberCollectionSchema),
  paging: { page: 'pageNumber', defaultSize: 10 },
});
