import * as z from 'zod/mini';
import { defineCall } from '../../define';
import { done, idParam, memberScope } from '../shapes';
import { errors } from './schemas';

/** Unbinds one of the member's sub-accounts (they may then bind another code). */
export const removeChild = defineCall({
  name: 'invite.removeChild',
  transport: 'api',
  method: 'POST',
  uri: '/cmgoods/child/delete',
  params: z.object({ ...memberScope, userId: idParam }),
  result: done,
  errors: { childNotFound: errors.childNotFound },
});
