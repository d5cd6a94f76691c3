import * as z from 'zod/mini';
import { callError, defineCall } from '../../define';
import { COMMON_ERRORS, idParam, newPasswordParam, textParam, verifyCodeParam } from '../shapes';
import { badMobile, loginResult } from './shapes';

/** Registers with the code from sendPhoneCode (password at least 6 characters). Reply as login. */
export const register = defineCall({
  name: 'university.register',
  transport: 'api',
  method: 'POST',
  uri: '/university/register',
  params: z.object({ verifyCode: verifyCodeParam, loginName: textParam(20, 1), password: newPasswordParam, iid: idParam }),
  result: loginResult,
  envelope: 'code0',
  errors: {
    badMobile,
    unknownTenant: callError(404, '机构不存在'),
    badCode: callError(1002, '验证码错误或已过期'),
    numberTaken: callError(1003, '该手机号已注册，请直接登录'),
    tooMany: COMMON_ERRORS.tooMany,
  },
});
