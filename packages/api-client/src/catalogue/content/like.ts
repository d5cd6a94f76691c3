import * as z from 'zod/mini';
import { defineCall } from '../../define';
import { flagParam, idParam, memberScope } from '../shapes';
import { CONTENT_ERRORS } from './schemas';

/** Likes (`like` true) or un-likes an item; reply the member's state and the item's count. */
export const like = defineCall({
  name: 'content.like',
  transport: 'api',
  method: 'POST',
  uri: '/content/like',
  params: z.object({ ...memberScope, id: idParam, like: flagParam }),
  result: z.object({ liked: z.boolean(), likes: z.number().check(z.int()) }),
  errors: { notFound: CONTENT_ERRORS.notFound },
});
