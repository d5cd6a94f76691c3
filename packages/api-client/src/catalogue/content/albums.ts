import * as z from 'zod/mini';
import { defineCall } from '../../define';
import { iidParam, pageOf } from '../shapes';
import { albumSchema, pagedContent } from './schemas';

/** The tenant's cloud albums (one per activity or the organisation's own), newest first. */
export const albums = defineCall({
  name: 'content.albums',
  transport: 'api',
  method: 'GET',
  uri: '/content/album/list',
  params: z.object({ iid: iidParam, ...pagedContent.params }),
  result: pageOf(albumSchema),
  paging: pagedContent.paging,
});
