import * as z from 'zod/mini';
import { defineCall } from '../../define';
import { idParam, iidParam, optionalToken } from '../shapes';
import { CONTENT_ERRORS, liveRoomSchema } from './schemas';

/**
 * One live room. Its stream (or replay) URL is given only when the room is free or bought by the
 * caller; a paid room's page shows the pay gate (/app/pay/liveDetail) until then. Comments arrive
 * by server-sent events at GET /api/content/live/{id}/events?iid (every message as `data:` JSON of
 * a LiveMessage, `event: mute` when the host mutes or unmutes the room).
 */
export const liveRoom = defineCall({
  name: 'content.liveRoom',
  transport: 'api',
  method: 'GET',
  uri: '/content/live/detail',
  params: z.object({ iid: iidParam, id: idParam, ...optionalToken }),
  result: liveRoomSchema,
  errors: { notFound: CONTENT_ERRORS.notFound },
});
