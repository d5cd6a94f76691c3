import * as z from 'zod/mini';
import { defineCall } from '../../define';
import { idParam, iidParam, pageOf } from '../shapes';
import { CONTENT_ERRORS, pagedContent, photoSchema } from './schemas';

/** A page of an album's photos, newest first. */
export const photos = defineCall({
  name: 'content.photos',
  transport: 'api',
  method: 'GET',
  uri: '/content/album/photos',
  params: z.object({ iid: iidParam, id: idParam, ...pagedContent.params }),
  result: pageOf(photoSchema),
  paging: pagedContent.paging,
  errors: { notFound: CONTENT_ERRORS.notFound },
});
