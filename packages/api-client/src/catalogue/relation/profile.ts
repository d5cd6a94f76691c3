import * as z from 'zod/mini';
import { defineCall } from '../../define';
import { idParam, iidParam, optionalToken } from '../shapes';
import { profileSchema, RELATION_ERRORS } from './schemas';

/** A member's profile as others see it (relation/detail?id): impressions others may see, praise, honours, companies. */
export const profile = defineCall({
  name: 'relation.profile',
  transport: 'api',
  method: 'GET',
  uri: '/relation/profile',
  params: z.object({ iid: iidParam, ...optionalToken, memberId: idParam }),
  result: profileSchema,
  errors: { memberNotFound: RELATION_ERRORS.memberNotFound },
});
