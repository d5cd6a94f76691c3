import * as z from 'zod/mini';
import { defineCall } from '../../define';
import { memberScope, pageOf } from '../shapes';
import { collectionSchema, paged } from './schemas';

/** The member's collections, newest first (spec §7 /api/collect.list). */
export const list = defineCall({
  name: 'collection.list',
  transport: 'api',
  method: 'GET',
  uri: '/collect.list',
  params: z.object({ ...memberScope, ...paged.params }),
  result: pageOf(collectionSchema),
  paging: paged.paging,
});
