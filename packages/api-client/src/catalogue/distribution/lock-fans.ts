import * as z from 'zod/mini';
import { callError, defineCall } from '../../define';
import { instant, memberScope } from '../shapes';
import { disKeyParam } from './schemas';

/**
 * Binds the caller as a fan of the distributor whose link they opened, for the tenant's lock
 * days. A binding that has not expired stays (`mine` false names the distributor it is with).
 */
export const lockFans = defineCall({
  name: 'distribution.lockFans',
  transport: 'gateway',
  method: 'GET',
  kind: 'mutation',
  uri: '/multidis/lockFans',
  params: z.object({ ...memberScope, multiDisKey: disKeyParam }),
  result: z.object({ mine: z.boolean(), nickName: z.string(), expiresAt: instant }),
  errors: {
    unknown: callError(4604, '邀请码无效，请检查后重新输入'),
    self: callError(4611, '不能绑定自己'),
  },
});
