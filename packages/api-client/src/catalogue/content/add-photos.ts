import * as z from 'zod/mini';
import { callError, defineCall } from '../../define';
import { idParam, memberScope, textParam } from '../shapes';
import { CONTENT_ERRORS, photoSchema } from './schemas';

/**
 * Adds photos the member uploaded (`urls`: a JSON list of the URLs `uploadImage` answered, 1–9)
 * to an album. A URL that is not the member's own upload is refused (`notYours`) and nothing is added.
 */
export const addPhotos = defineCall({
  name: 'content.addPhotos',
  transport: 'api',
  method: 'POST',
  uri: '/content/album/photo/add',
  params: z.object({ ...memberScope, id: idParam, urls: textParam(8000, 2) }),
  result: z.array(photoSchema),
  errors: { notFound: CONTENT_ERRORS.notFound, notYours: callError(403, '只能添加自己上传的图片'), badUrls: callError(400, '每次可添加1到9张图片') },
});
