import * as z from 'zod/mini';
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
    parent: z.nullable(z.extend(personSchema, { kind: z.enum(CODE_KINDS) })),
    children: z.number().check(z.int(), z.gte(0)),
    codes: z.array(codeSchema),
  }),
});
export type Account = z.infer<typeof account.result>;
