import * as z from 'zod/mini';
import { defineCall } from '../../define';
import { memberScope } from '../shapes';
import { CODE_KINDS, codeParam, errors, personSchema } from './schemas';

/**
 * Checks a code: whose it is and what it makes the member. With `bind` the member takes it (once:
 * a code binds one member, and a member binds one inviter), in one transaction.
 */
export const validate = defineCall({
  name: 'invite.validate',
  transport: 'api',
  method: 'POST',
  uri: '/cmgoods/code/validate',
  params: z.object({ ...memberScope, code: codeParam, bind: z._default(z.boolean(), false) }),
  result: z.object({ inviter: personSchema, kind: z.enum(CODE_KINDS), bound: z.boolean() }),
  errors: {
    unknownCode: errors.unknownCode,
    usedCode: errors.usedCode,
    expiredCode: errors.expiredCode,
    ownCode: errors.ownCode,
    alreadyBound: errors.alreadyBound,
    cycle: errors.cycle,
  },
});
