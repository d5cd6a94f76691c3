import { z } from 'zod';
import { callError, defineCall } from '../../define';
import { iidParam, mobileParam, newPasswordParam } from '../shapes';
import { badMobile, sessionSchema, tooManyTries } from './schemas';

/**
 * Signs in with a mobile number and password. Reply `{ t: { token, userId, expiresAt } }`.
 * A number new to the tenant is `notRegistered` (sign up with sendCode, then register: a number
 * is never taken by signing in).
 */
export const login = defineCall({
  name: 'member.login',
  transport: 'api',
  method: 'POST',
  uri: '/member/login',
  params: z.object({ iid: iidParam, mobile: mobileParam, password: newPasswordParam }),
  result: sessionSchema,
  errors: {
    badMobile,
    wrongPassword: callError(1001, '手机号或密码错误'),
    notRegistered: callError(1004, '该手机号尚未注册，请获取验证码完成注册'),
    tooMany: tooManyTries,
  },
});
