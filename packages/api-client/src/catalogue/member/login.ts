import * as z from 'zod/mini';
import { defineCall } from '../../define';
import { iidParam, mobileParam, newPasswordParam } from '../shapes';
import { sessionSchema, signInErrors } from './schemas';

/**
 * Signs in with a mobile number and password. Reply `{ t: { token, userId, expiresAt } }`.
 * A number new to the tenant is `notRegistered` (sign up with sendCode, then register: a number
 * is never taken by signing in). The spec's gateway form of the same sign-in is loginByMobile.
 */
export const login = defineCall({
  name: 'member.login',
  transport: 'api',
  method: 'POST',
  uri: '/member/login',
  params: z.object({ iid: iidParam, mobile: mobileParam, password: newPasswordParam }),
  result: sessionSchema,
  errors: signInErrors,
});
