import * as z from 'zod/mini';
import { callError, defineCall } from '../../define';
import { flagParam, idParam, memberScope } from '../shapes';
import { CONTENT_ERRORS, liveRoomSchema } from './schemas';

/**
 * Asks (`remind` true) or stops asking to be reminded when an upcoming room goes on air. The
 * reminder is the member's, kept on the server: every device they sign in on shows it, and once
 * the room is on air `liveReminders` lists it until the member has seen it. Reply: the room as the
 * member now sees it (`reminded`, `reminders`).
 */
export const liveRemind = defineCall({
  name: 'content.liveRemind',
  transport: 'api',
  method: 'POST',
  uri: '/content/live/remind',
  params: z.object({ ...memberScope, id: idParam, remind: flagParam }),
  result: liveRoomSchema,
  errors: { notFound: CONTENT_ERRORS.notFound, started: callError(409, '直播已开始，快去观看吧') },
});

/**
 * The member's reminders that are due: rooms they asked to be reminded of that are on air now,
 * each once — listed here until `liveRemindSeen` (the member opened the room or closed the notice).
 */
export const liveReminders = defineCall({
  name: 'content.liveReminders',
  transport: 'api',
  method: 'GET',
  uri: '/content/live/reminders',
  params: z.object({ ...memberScope }),
  result: z.array(liveRoomSchema),
});

/** Marks the member's reminder of a room as seen: `liveReminders` no longer lists it. */
export const liveRemindSeen = defineCall({
  name: 'content.liveRemindSeen',
  transport: 'api',
  method: 'POST',
  uri: '/content/live/remind/seen',
  params: z.object({ ...memberScope, id: idParam }),
  result: z.boolean(),
});
