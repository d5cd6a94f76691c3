/*
 * The member: sign-in, sign-up, the session, the profile and the tenant's service desk, and a
 * session from the environment's identity, proven to the server, with a number bound to it.
 * The session rule (a `token` param, 1000001 when invalid): ../shapes.ts.
 */

export { login } from './login';
export { loginByMobile } from './login-by-mobile';
export { sendCode } from './send-code';
export { register } from './register';
export { registerByMobile } from './register-by-mobile';
export { logout } from './logout';
export { setPassword } from './set-password';
export { profile } from './profile';
export { profileUpdate } from './profile-update';
export { contact } from './contact';
export { wechatSignIn, ticketSignIn, identitySessionSchema, type IdentitySession } from './identity-sign-in';
export { bindMobileSend, bindMobile } from './bind-mobile';
export {
  type Profile,
  profileSchema,
  type Session,
  sessionSchema,
  specSessionSchema,
} from './schemas';
