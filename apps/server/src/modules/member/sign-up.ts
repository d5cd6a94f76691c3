import { registerByMobile } from '@tongxin/api-client';
import { isMobile } from '@tongxin/validators';
import { eq, sql } from 'drizzle-orm';
import { smsCodes, tenants } from '../../db/schema';
import { registerCall } from '../../http/register-call';
import { sha256 } from '../../security/passwords';
import type { ModuleContext } from '../types';
import { refuse } from './errors';
import { createMember } from './handlers';
import { openSession } from './session';

/** Sign-ups per client address per hour, and wrong guesses before a code is void. */
const SIGN_UPS_PER_ADDRESS = 10;
const HOUR = 3_600_000;
const MAX_GUESSES = 5;

/**
 * The code's stored hash. Codes are sent by the server's code call (`university.sendPhoneCode`,
 * POST /api/university/phone-code: the SMS provider, one code per number in `sms_codes`, resend
 * after 60 s, 10-minute life), which hashes `mobile:code` the same way.
 */
export const smsCodeHash = (mobile: string, code: string) => sha256(`${mobile}:${code}`);

/**
 * A member's sign-up (spec §7 /v1/registerV2/registerByMobile: verifyCode, loginName, password,
 * iid): the code proves the number is theirs. Reply `{ t: { userId, token } }` — the member's
 * session, as memberLogin's. A wrong or expired code is `{ code: 1002 }`, a number the tenant
 * already has `{ code: 1003 }` (sign in with the password instead).
 */
export function registerSignUp({ app, gateway, services: s }: ModuleContext) {
  registerCall(app, gateway, registerByMobile, async ({ verifyCode, loginName, password, iid }, { request }) => {
    if (!s.limiter.hit(`member-register-ip:${request.ip}`, SIGN_UPS_PER_ADDRESS, HOUR)) throw refuse(429, '尝试次数过多，请稍后再试');
    if (!isMobile(loginName)) throw refuse(400, '请输入正确的手机号码');
    const [tenant] = await s.db.select({ iid: tenants.iid }).from(tenants).where(eq(tenants.iid, iid)).limit(1);
    if (!tenant) throw refuse(404, '机构不存在');
    // The guess is counted before it is checked, so parallel guesses cannot exceed the limit.
    const [code] = await s.db
      .update(smsCodes)
      .set({ attempts: sql`${smsCodes.attempts} + 1` })
      .where(eq(smsCodes.mobile, loginName))
      .returning();
    const good = code && code.attempts <= MAX_GUESSES && code.expiresAt.getTime() > s.now() && code.codeHash === smsCodeHash(loginName, verifyCode.trim());
    if (!good) throw refuse(1002, '验证码错误或已过期');
    const member = await createMember(s.db, iid, loginName, password);
    if (!member) throw refuse(1003, '该手机号已注册，请直接登录');
    await s.db.delete(smsCodes).where(eq(smsCodes.mobile, loginName));
    const session = await openSession(s.db, member.id, new Date(s.now()));
    return { t: { userId: member.id, token: session.token } };
  });
}
