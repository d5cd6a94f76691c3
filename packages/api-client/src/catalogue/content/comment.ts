import * as z from 'zod/mini';
import { defineCall } from '../../define';
import { idParam, memberScope, textParam } from '../shapes';
import { commentSchema, CONTENT_ERRORS } from './schemas';

/**
 * Adds the member's comment to an item. The text is stored as typed and shown as text; empty
 * is `commentEmpty`, over COMMENT_MAX characters `commentTooLong` (the spec's counting: a line
 * break counts two).
 */
export const comment = defineCall({
  name: 'content.comment',
  transport: 'api',
  method: 'POST',
  uri: '/content/comment/add',
  params: z.object({ ...memberScope, id: idParam, content: textParam(5000) }),
  result: commentSchema,
  errors: { notFound: CONTENT_ERRORS.notFound, commentEmpty: CONTENT_ERRORS.commentEmpty, commentTooLong: CONTENT_ERRORS.commentTooLong },
});
