import * as z from 'zod/mini';
import { callError, defineCall } from '../../define';
import { memberScope, textParam } from '../shapes';

/**
 * Creates a poster (spec §3 Poster: bgImg, userImg, userName, title, dstUrl) for the member: the
 * server fills in the member's avatar and name and keeps only in-app links (`dstUrl` a path under
 * /app/ of this origin). The page draws it (title, avatar, name, QR code of dstUrl) into an image
 * the member long-presses to save.
 */
export const poster = defineCall({
  name: 'content.poster',
  transport: 'gateway',
  method: 'GET',
  kind: 'mutation',
  uri: '/v1/poster/create',
  params: z.object({ ...memberScope, title: textParam(60, 1), dstUrl: textParam(500, 1) }),
  errors: { badLink: callError(400, '只能分享本站页面') },
  result: z.object({ id: z.number().check(z.int()), bgImg: z.string(), userImg: z.string(), userName: z.string(), title: z.string(), dstUrl: z.string() }),
});
