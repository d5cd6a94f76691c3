import * as z from 'zod/mini';
import { defineCall } from '../../define';
import { flagParam, idParam, memberScope, textParam } from '../shapes';
import { CONTENT_ERRORS, liveMessageSchema } from './schemas';

/**
 * Sends the member's comment to a room; everyone in the room gets it at once by the events
 * stream. Refused in a paid room not bought (`locked`), when the host muted the room (`muted`;
 * the host still speaks), more than one a second (`tooFast`), empty or over COMMENT_MAX characters.
 */
export const liveComment = defineCall({
  name: 'content.liveComment',
  transport: 'api',
  method: 'POST',
  uri: '/content/live/comment',
  params: z.object({ ...memberScope, id: idParam, content: textParam(5000) }),
  result: liveMessageSchema,
  errors: {
    notFound: CONTENT_ERRORS.notFound,
    locked: CONTENT_ERRORS.locked,
    muted: CONTENT_ERRORS.muted,
    tooFast: CONTENT_ERRORS.tooFast,
    commentEmpty: CONTENT_ERRORS.commentEmpty,
    commentTooLong: CONTENT_ERRORS.commentTooLong,
  },
});

/**
 * The host mutes (`muted` true) or unmutes the room from the room page: nobody but the host may
 * comment while it is muted, and everyone in the room is told at once. Only the room's host.
 */
export const liveMute = defineCall({
  name: 'content.liveMute',
  transport: 'api',
  method: 'POST',
  uri: '/content/live/mute',
  params: z.object({ ...memberScope, id: idParam, muted: flagParam }),
  result: z.object({ muted: z.boolean() }),
  errors: { notFound: CONTENT_ERRORS.notFound, notHost: CONTENT_ERRORS.notHost },
});
