import { z } from 'zod';
import { defineCall } from '../../define';
import { memberScope } from '../shapes';
import { CODE_KINDS, codeSchema, personSchema } from './schemas';

/** The member's account: who invited them (and as what), how many they invited, their open codes. */
export const account = defineCall({
  name: 'invite.account',
  transport: 'api',
  method: 'GET',
  uri: '/cmgoods/account/get',
  params: z.object({ ...memberScope }),
  result: z.object({
    me: personSchema,
    parent: personSchema.extend({ kind: z.enum(CODE_KINDS) }).nullable(),
    children: z.number().int().min(0),
    codes: z.array(codeSchema),
  }),
});
export type Account = z.infer<typeof account.result>;
