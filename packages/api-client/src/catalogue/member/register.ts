import { defineCall } from '../../define';
import { sessionSchema, signUpErrors, signUpParams } from './schemas';

/**
 * Signs a number new to the tenant up with the code from sendCode (spec §7's registerByMobile
 * fields, sent as a POST body so the password never sits in a URL). Reply: the session, as
 * login's.
 */
export const register = defineCall({
  name: 'member.register',
  transport: 'api',
  method: 'POST',
  uri: '/member/register',
  params: signUpParams,
  result: sessionSchema,
  errors: signUpErrors,
});
