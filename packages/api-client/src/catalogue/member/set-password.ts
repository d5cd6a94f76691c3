import * as z from 'zod/mini';
import { callError, defineCall } from '../../define';
import { memberScope, newPasswordParam, textParam } from '../shapes';
import { tooManyTries } from './schemas';

/**
 * Sets the member's password, so a member who came by WeChat, a mini-program or the app (signed
 * in without one) can sign in from a plain browser later with the bound number and this password.
 * A member who has a password gives it as `oldPassword` (a wrong one is `wrongOldPassword`, slowed
 * down per number as sign-in is); a member without a bound number binds one first (`needsMobile`).
 * The member's sessions stay open. Reply: true.
 */
export const setPassword = defineCall({
  name: 'member.setPassword',
  transport: 'api',
  method: 'POST',
  uri: '/member/password',
  params: z.object({ ...memberScope, password: newPasswordParam, oldPassword: z.optional(textParam(100)) }),
  result: z.literal(true),
  errors: {
    needsMobile: callError(1007, '请先绑定手机号，再设置密码'),
    wrongOldPassword: callError(1001, '原密码错误'),
    tooMany: tooManyTries,
  },
});
