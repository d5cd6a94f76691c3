import * as z from 'zod/mini';
import { callError, defineCall } from '../../define';
import { textParam } from '../shapes';

/**
 * Resolves a short-link code (spec §2, §7 /v1/shorturl/parse with `url` = the code). Reply
 * `{ t: { url } }`, the long address (absolute, or a path on the app's own host).
 */
export const shortUrlParse = defineCall({
  name: 'site.shortUrlParse',
  transport: 'gateway',
  method: 'GET',
  uri: '/v1/shorturl/parse',
  params: z.object({ url: textParam(64, 1) }),
  result: z.object({ url: z.string() }),
  errors: { notFound: callError(404, '短链接不存在或已失效') },
});
