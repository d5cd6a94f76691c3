import { member } from '@tongxin/api-client/catalogue';
import { isMobile } from '@tongxin/validators';
import { refuse } from '../../http/reply-error';
import { implement } from '../../platform/module';
import { findTenant } from '../../platform/tenants';
import { checkSmsCode, sendSmsCode, spendSmsCode } from '../../security/sms-codes';
import type { Services } from '../../services';
import { createMember } from './handlers';
import { openSession } from './session';

/** Sign-ups per client address per hour. */
const SIGN_UPS_PER_ADDRESS = 10;
const HOUR = 3_600_000;
const errors = member.register.errors;

/**
 * A member's sign-up: the SMS code proves the number is theirs, then the member is created with
 * the password and signed in. A wrong or expired code is `badCode` (void after five guesses), a
 * number another member of the tenant proved `numberTaken` (sign in with the password instead); a
 * number a member holds without proof goes to the one who proves it. 10 sign-ups per
 * address per hour.
 */
async function signUp(s: Services, ip: string, input: { iid: number; verifyCode: string; loginName: string; password: string }) {
  if (!s.limiter.hit(`member-register-ip:${ip}`, SIGN_UPS_PER_ADDRESS, HOUR)) throw refuse(errors.tooMany);
  const { iid, verifyCode, loginName, password } = input;
  if (!isMobile(loginName)) throw refuse(errors.badMobile);
  if (!(await findTenant(s.db, iid))) throw refuse(errors.unknownTenant);
  if (!(await checkSmsCode(s, loginName, verifyCode))) throw refuse(errors.badCode);
  const created = await createMember(s.db, iid, loginName, password, new Date(s.now()));
  if (!created) throw refuse(errors.numberTaken);
  await spendSmsCode(s, loginName);
  const session = await openSession(s.db, created.id, new Date(s.now()));
  return { token: session.token, userId: created.id, expiresAt: session.expiresAt.toISOString() };
}

/**
 * The community's sign-up calls:
 * - `member.sendCode` (POST /api/member/code { iid, mobile }): the code, through the server's one
 *   code service (security/sms-codes.ts) with the university's protections — one code a minute per
 *   number, 20 an hour per address, counted together with the university's sendPhoneCode.
 * - `member.register` (POST /api/member/register { iid, verifyCode, loginName, password }): what
 *   the login page uses, so the password travels in a body; the session as member.login's.
 * - `member.registerByMobile`, the spec's `/v1/registerV2/registerByMobile` (gateway, spec §7):
 *   the same sign-up, still served for clients that follow the spec; its password is in the query
 *   string, which the request log never records (http/log.ts).
 */
export const signUpCalls = [
  implement(member.sendCode, async ({ iid, mobile }, { services: s, request }) => {
    if (!(await findTenant(s.db, iid))) throw refuse(member.sendCode.errors.unknownTenant);
    await sendSmsCode(s, mobile, request, { iid, purpose: 'sign-up' });
    return true;
  }),

  implement(member.register, async (params, { services: s, request }) => signUp(s, request.ip, params)),

  implement(member.registerByMobile, async (params, { services: s, request }) => {
    const session = await signUp(s, request.ip, params);
    return { userId: session.userId, token: session.token };
  }),
];
