import { z } from 'zod';
import { defineCall } from '../../define';
import { idParam, okEnvelope } from './shapes';

const loginResult = z.object({
  ...okEnvelope,
  /** rid: the applicant's id, stored as university.rid. */
  t1: z.number().int(),
  /** The session token, stored as university.token; it expires (then calls answer 1000001). */
  t2: z.string(),
});

/**
 * Logs in with a mobile number and password. Reply `{ code: 0, t1: rid, t2: token, msg }`;
 * a wrong number or password is `{ code: 1001, msg: '手机号或密码错误' }`; too many tries, 429.
 */
export const login = defineCall({
  name: 'university.login',
  transport: 'api',
  method: 'POST',
  uri: '/university/login',
  params: z.object({ loginName: z.string().min(1).max(20), passWord: z.string().min(1).max(100), iid: idParam }),
  result: loginResult,
});

/**
 * Registers with the code from sendPhoneCode (password at least 6 characters). Reply as login.
 * A wrong or expired code: `{ code: 1002, msg: '验证码错误或已过期' }`; a taken number: 1003.
 */
export const register = defineCall({
  name: 'university.register',
  transport: 'api',
  method: 'POST',
  uri: '/university/register',
  params: z.object({
    verifyCode: z.string().min(1).max(10),
    loginName: z.string().min(1).max(20),
    password: z.string().min(6).max(100),
    iid: idParam,
  }),
  result: loginResult,
});

/**
 * Sends a 6-digit code by SMS (valid 10 minutes). Reply `{ code: 0, t: true, msg: '验证码已发送' }`.
 * An invalid number is `{ code: 400, msg: '请输入正确的手机号码' }`; more than one per minute
 * per number, or too many per address, `{ code: 429, msg }`.
 */
export const sendPhoneCode = defineCall({
  name: 'university.sendPhoneCode',
  transport: 'api',
  method: 'POST',
  uri: '/university/phone-code',
  params: z.object({ mobile: z.string().min(1).max(20) }),
  result: z.boolean(),
});
