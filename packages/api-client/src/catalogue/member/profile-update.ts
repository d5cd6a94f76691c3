import * as z from 'zod/mini';
import { callError, defineCall } from '../../define';
import { COMMON_ERRORS, memberScope, textParam } from '../shapes';
import { profileSchema } from './schemas';

/**
 * Saves the editable profile. The server checks what the form checks: name 2–6 Chinese
 * characters, nickName required, e-mail format; a bad field is `invalid` with the validators'
 * message. `mobile` is the member's number as it is ('' for none): a new number is bound only with
 * a code sent to it (bindMobileSend, bindMobile: no one takes a number not theirs), so another number is `mobileNeedsCode`.
 * Reply: the saved profile.
 */
export const profileUpdate = defineCall({
  name: 'member.profileUpdate',
  transport: 'api',
  method: 'POST',
  uri: '/userV2.profile/update',
  params: z.object({
    ...memberScope,
    nickName: textParam(20, 1),
    name: textParam(6),
    mobile: textParam(11),
    email: textParam(100),
    signature: textParam(60),
  }),
  result: profileSchema,
  errors: { invalid: COMMON_ERRORS.invalid, mobileNeedsCode: callError(1006, '更换手机号需验证新号码，请在“绑定手机号”中获取验证码') },
});
