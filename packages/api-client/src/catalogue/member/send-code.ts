import * as z from 'zod/mini';
import { callError, defineCall } from '../../define';
import { COMMON_ERRORS, iidParam, textParam } from '../shapes';
import { badMobile, unknownTenant } from './schemas';

/**
 * Sends a 6-digit sign-up code by SMS to a number (valid 10 minutes, void after five wrong
 * guesses). Reply `{ t: true }`. A second code within a minute, or too many from one address, is
 * `tooMany` (HTTP 429); the SMS gateway failing `smsFailed` (ask again at once).
 */
export const sendCode = defineCall({
  name: 'member.sendCode',
  transport: 'api',
  method: 'POST',
  uri: '/member/code',
  params: z.object({ iid: iidParam, mobile: textParam(20, 1) }),
  result: z.boolean(),
  errors: { badMobile, unknownTenant, tooMany: COMMON_ERRORS.tooMany, smsFailed: callError(1005, '验证码发送失败，请稍后再试') },
});
