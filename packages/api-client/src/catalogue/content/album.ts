import { z } from 'zod';
import { defineCall } from '../../define';
import { idParam, iidParam, pageOf } from '../shapes';
import { albumSchema, CONTENT_ERRORS, pagedContent, photoSchema } from './schemas';

/** One album and a page of its photos, newest first. */
export const album = defineCall({
  name: 'content.album',
  transport: 'api',
  method: 'GET',
  uri: '/content/album/detail',
  params: z.object({ iid: iidParam, id: idParam, ...pagedContent.params }),
  result: z.object({ album: albumSchema, photos: pageOf(photoSchema) }),
  paging: pagedContent.paging,
  errors: { notFound: CONTENT_ERRORS.notFound },
});
