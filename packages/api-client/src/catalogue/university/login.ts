import * as z from 'zod/mini';
import { callError, defineCall } from '../../define';
import { COMMON_ERRORS, idParam, textParam } from '../shapes';
import { loginResult } from './shapes';

/** Logs in with a mobile number and password. Reply `{ code: 0, t1: rid, t2: token, msg }`. */
export const login = defineCall({
  name: 'university.login',
  transport: 'api',
  method: 'POST',
  uri: '/university/login',
  params: z.object({ loginName: textParam(20, 1), passWord: textParam(100, 1), iid: idParam }),
  result: loginResult,
  envelope: 'code0',
  errors: { wrongPassword: callError(1001, '手机号或密码错误'), tooMany: COMMON_ERRORS.tooMany },
});
