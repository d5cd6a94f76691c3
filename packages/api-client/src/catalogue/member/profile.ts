import * as z from 'zod/mini';
import { defineCall } from '../../define';
import { memberScope } from '../shapes';
import { profileSchema } from './schemas';

/** The member's profile (spec §7 /api/userV2.profile). */
export const profile = defineCall({
  name: 'member.profile',
  transport: 'api',
  method: 'GET',
  uri: '/userV2.profile',
  params: z.object({ ...memberScope }),
  result: profileSchema,
});
