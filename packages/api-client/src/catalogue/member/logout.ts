import * as z from 'zod/mini';
import { defineCall } from '../../define';
import { memberScope } from '../shapes';

/** Ends the session (the token stops working at once). Reply `{ t: true }`. */
export const logout = defineCall({
  name: 'member.logout',
  transport: 'api',
  method: 'POST',
  uri: '/member/logout',
  params: z.object({ ...memberScope }),
  result: z.boolean(),
});
