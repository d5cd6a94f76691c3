import * as z from 'zod/mini';
import { defineCall } from '../../define';
import { idParam, iidParam } from '../shapes';
import { albumSchema, CONTENT_ERRORS } from './schemas';

/** One album: name, cover, photo and contributor counts. */
export const album = defineCall({
  name: 'content.album',
  transport: 'api',
  method: 'GET',
  uri: '/content/album/detail',
  params: z.object({ iid: iidParam, id: idParam }),
  result: albumSchema,
  errors: { notFound: CONTENT_ERRORS.notFound },
});
