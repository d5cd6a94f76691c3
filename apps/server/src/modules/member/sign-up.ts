import { member } from '@tongxin/api-client';
import { isMobile } from '@tongxin/validators';
import { eq } from 'drizzle-orm';
import { tenants } from '../../db/schema';
import { registerCall } from '../../http/register-call';
import { checkSmsCode, sendSmsCode, spendSmsCode } from '../../security/sms-codes';
import type { Services } from '../../services';
import type { ModuleContext } from '../types';
import { refuse } from './errors';
import { createMember } from './handlers';
import { openSession } from './session';

/** Sign-ups per client address per hour. */
const SIGN_UPS_PER_ADDRESS = 10;
const HOUR = 3_600_000;

async function requireTenant(s: Services, iid: number) {
  const [tenant] = await s.db.select({ iid: tenants.iid }).from(tenants).where(eq(tenants.iid, iid)).limit(1);
  if (!tenant) throw refuse(404, '机构不存在');
}

/**
 * A member's sign-up: the SMS code proves the number is theirs, then the member is created with
 * the password and signed in. A wrong or expired code is `{ code: 1002 }` (void after five
 * guesses), a number the tenant already has `{ code: 1003 }` (sign in with the password instead);
 * 10 sign-ups per address per hour.
 */
async function signUp(s: Services, ip: string, input: { iid: number; verifyCode: string; loginName: string; password: string }) {
  if (!s.limiter.hit(`member-register-ip:${ip}`, SIGN_UPS_PER_ADDRESS, HOUR)) throw refuse(429, '尝试次数过多，请稍后再试');
  const { iid, verifyCode, loginName, password } = input;
  if (!isMobile(loginName)) throw refuse(400, '请输入正确的手机号码');
  await requireTenant(s, iid);
  if (!(await checkSmsCode(s, loginName, verifyCode))) throw refuse(1002, '验证码错误或已过期');
  const member = await createMember(s.db, iid, loginName, password);
  if (!member) throw refuse(1003, '该手机号已注册，请直接登录');
  await spendSmsCode(s, loginName);
  const session = await openSession(s.db, member.id, new Date(s.now()));
  return { token: session.token, userId: member.id, expiresAt: session.expiresAt.toISOString() };
}

/**
 * The community's sign-up calls:
 * - `member.sendCode` (POST /api/member/code { iid, mobile }): the code, through the server's one
 *   code service (security/sms-codes.ts) with the university's protections — one code a minute per
 *   number, 20 an hour per address, counted together with the university's sendPhoneCode.
 * - `member.register` (POST /api/member/register { iid, verifyCode, loginName, password }): what
 *   the login page uses, so the password travels in a body; the session as memberLogin's.
 * - the spec's `/v1/registerV2/registerByMobile` (gateway, spec §7): the same sign-up, still served
 *   for clients that follow the spec; its password is in the query string, which the request log
 *   never records (http/log.ts).
 */
export function registerSignUp({ app, gateway, services: s }: ModuleContext) {
  registerCall(app, gateway, member.sendCode, async ({ iid, mobile }, { request }) => {
    await requireTenant(s, iid);
    await sendSmsCode(s, mobile, request);
    return { t: true };
  });

  registerCall(app, gateway, member.register, async (params, { request }) => ({ t: await signUp(s, request.ip, params) }));

  registerCall(app, gateway, member.registerByMobile, async (params, { request }) => {
    const session = await signUp(s, request.ip, params);
    return { t: { userId: session.userId, token: session.token } };
  });
}
