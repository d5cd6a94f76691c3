import * as z from 'zod/mini';
import { defineCall } from '../../define';
import { idParam, iidParam, optionalToken } from '../shapes';
import { impressionSchema, RELATION_ERRORS, tagCountSchema } from './schemas';

/**
 * A member's impressions (relation/impress?id): the tags with their counts and who gave each.
 * The owner also sees those they hid (marked `hidden`); others never do.
 */
export const impressions = defineCall({
  name: 'relation.impressions',
  transport: 'api',
  method: 'GET',
  uri: '/relation/impress/list',
  params: z.object({ iid: iidParam, ...optionalToken, memberId: idParam }),
  result: z.object({ tags: z.array(tagCountSchema), list: z.array(impressionSchema), isMe: z.boolean() }),
  errors: { memberNotFound: RELATION_ERRORS.memberNotFound },
});
