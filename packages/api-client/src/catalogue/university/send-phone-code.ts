import * as z from 'zod/mini';
import { callError, defineCall } from '../../define';
import { COMMON_ERRORS, textParam } from '../shapes';
import { badMobile } from './shapes';

/**
 * Sends a 6-digit code by SMS (valid 10 minutes). Reply `{ code: 0, t: true, msg: '验证码已发送' }`.
 * More than one per minute per number, or too many per address, is `tooMany`.
 */
export const sendPhoneCode = defineCall({
  name: 'university.sendPhoneCode',
  transport: 'api',
  method: 'POST',
  uri: '/university/phone-code',
  params: z.object({ mobile: textParam(20, 1) }),
  result: z.boolean(),
  envelope: 'code0',
  okMsg: '验证码已发送',
  errors: { badMobile, tooMany: COMMON_ERRORS.tooMany, smsFailed: callError(1005, '验证码发送失败，请稍后再试') },
});
