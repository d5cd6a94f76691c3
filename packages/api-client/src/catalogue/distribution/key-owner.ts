import * as z from 'zod/mini';
import { callError, defineCall } from '../../define';
import { iidParam } from '../shapes';
import { disKeyParam } from './schemas';

/** Ours: who a key belongs to (the bind and apply pages show the inviter), without their number. */
export const keyOwner = defineCall({
  name: 'distribution.keyOwner',
  transport: 'api',
  method: 'GET',
  uri: '/distribution/key/owner',
  params: z.object({ iid: iidParam, multiDisKey: disKeyParam }),
  result: z.object({ nickName: z.string(), headImg: z.string(), active: z.boolean() }),
  errors: { unknown: callError(4604, '邀请码无效，请检查后重新输入') },
});
