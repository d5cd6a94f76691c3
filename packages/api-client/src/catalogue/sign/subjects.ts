import * as z from 'zod/mini';
import { defineCall } from '../../define';
import { iidParam, optionalToken } from '../shapes';
import { subjectCardSchema } from './schemas';

/** The tenant's sign-in subjects, open ones first, with the member's progress when a token is sent. Ours. */
export const subjects = defineCall({
  name: 'sign.subjects',
  transport: 'api',
  method: 'GET',
  uri: '/sign/subjects',
  params: z.object({ iid: iidParam, ...optionalToken }),
  result: z.array(subjectCardSchema),
});
