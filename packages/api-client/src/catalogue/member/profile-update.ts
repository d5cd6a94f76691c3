import { z } from 'zod';
import { callError, defineCall } from '../../define';
import { COMMON_ERRORS, memberScope, textParam } from '../shapes';
import { profileSchema } from './schemas';

/**
 * Saves the editable profile. The server checks what the form checks: name 2–6 Chinese
 * characters, a mainland mobile, nickName required, e-mail format; a bad field is `invalid` with
 * the validators' message. Reply: the saved profile.
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
  errors: { invalid: COMMON_ERRORS.invalid, mobileTaken: callError(409, '该手机号已被其他账号使用') },
});
