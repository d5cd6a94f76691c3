import * as z from 'zod/mini';
import { defineCall } from '../../define';
import { memberScope } from '../shapes';
import { CODE_KINDS, codeSchema } from './schemas';

/**
 * The member's open code of a kind (`inviteCode`: a reply field named `code` would read as an error): the unused, unexpired one, else a new one. `fresh` retires the
 * open one and issues another (a code shown to the wrong person).
 */
export const code = defineCall({
  name: 'invite.code',
  transport: 'api',
  method: 'POST',
  uri: '/cmgoods/code/get',
  params: z.object({ ...memberScope, kind: z._default(z.enum(CODE_KINDS), 'sub'), fresh: z._default(z.boolean(), false) }),
  result: codeSchema,
});
