import * as z from 'zod/mini';
import { defineCall } from '../../define';
import { idParam, iidParam, optionalToken, pageOf } from '../shapes';
import { commentSchema, CONTENT_ERRORS, pagedMember } from './schemas';

/** An item's comments, newest first (`mine` marks the caller's own). */
export const comments = defineCall({
  name: 'content.comments',
  transport: 'api',
  method: 'GET',
  uri: '/content/comment/list',
  params: z.object({ iid: iidParam, id: idParam, ...optionalToken, ...pagedMember.params }),
  result: pageOf(commentSchema),
  paging: pagedMember.paging,
  errors: { notFound: CONTENT_ERRORS.notFound },
});
