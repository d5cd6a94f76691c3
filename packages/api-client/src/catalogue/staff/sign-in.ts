import * as z from 'zod/mini';
import { callError, defineCall } from '../../define';
import { instant, mobileParam, textParam } from '../shapes';
import { staffSchema } from './schemas';

/**
 * A staff member signs in with mobile + password from a device (`deviceId`, kept by the console).
 * On a device the account has not used, the first try sends an SMS code and answers
 * `deviceCodeSent`; the second, with `code`, trusts the device. Reply: the session token and when
 * it expires, and the account.
 */
export const signIn = defineCall({
  name: 'staff.signIn',
  transport: 'api',
  method: 'POST',
  uri: '/console/sign-in',
  params: z.object({ mobile: mobileParam, password: textParam(64, 1), deviceId: textParam(64, 8), code: z.optional(textParam(10)) }),
  result: z.object({ token: z.string(), expiresAt: instant, staff: staffSchema }),
  errors: {
    wrongPassword: callError(4901, '手机号或密码错误'),
    deviceCodeSent: callError(4902, '新设备登录，验证码已发送到您的手机'),
    badCode: callError(4903, '验证码错误或已过期'),
    disabled: callError(4904, '账号已停用，请联系组织负责人'),
  },
});
