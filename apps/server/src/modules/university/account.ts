import { university } from '@tongxin/api-client/catalogue';
import { isMobile } from '@tongxin/validators';
import { and, eq } from 'drizzle-orm';
import { refuse } from '../../http/reply-error';
import { implement, type CallContext } from '../../platform/module';
import { findTenant } from '../../platform/tenants';
import { backoffMessage } from '../../security/login-backoff';
import { hashPassword, verifyPassword } from '../../security/passwords';
import { checkSmsCode, sendSmsCode, SMS_CODE_RULES, spendSmsCode } from '../../security/sms-codes';
import { applicants, registrations } from './schema';
import { openSession } from './session';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** Limits (README): per client address and per number, counted in this process. */
export const LIMITS = {
  /** The shared code service's (security/sms-codes.ts): the community's member.sendCode counts against it too. */
  sendCodePerIpPerHour: SMS_CODE_RULES.perAddressPerHour,
  loginPerIpPerMinute: 20,
  registerPerIpPerHour: 10,
} as const;

/** university.register for a tenant without admissions (a community tenant such as 1000). */
export const NO_ADMISSIONS = '该机构未开放招生报名';

// A fixed hash for unknown numbers, so a login takes as long whether the number exists or not.
const DUMMY_HASH = hashPassword('not-a-password-of-anyone');

/** Counts an attempt; past the limit, the rate-limit refusal. */
function limit({ services: s }: CallContext, key: string, n: number, windowMs: number) {
  if (!s.limiter.hit(key, n, windowMs)) throw refuse(university.login.errors.tooMany);
}

/** The applicant's account: the sign-up code, sign-up and sign-in. */
export const accountCalls = [
  implement(university.sendPhoneCode, async ({ mobile }, { services: s, request }) => {
    // The applicant's code names no tenant (university.sendPhoneCode has no iid).
    await sendSmsCode(s, mobile, request, { iid: null, purpose: 'admissions' });
    return true;
  }),

  implement(university.register, async ({ verifyCode, loginName, password, iid }, ctx) => {
    const { services: s, request } = ctx;
    const errors = university.register.errors;
    limit(ctx, `register:ip:${request.ip}`, LIMITS.registerPerIpPerHour, HOUR);
    if (!isMobile(loginName)) throw refuse(errors.badMobile);
    if (!(await findTenant(s.db, iid))) throw refuse(errors.unknownTenant);
    // Only a tenant that runs admissions (has a registration) takes applicants: no accounts under tenant 1000.
    const [admissions] = await s.db.select({ id: registrations.id }).from(registrations).where(eq(registrations.iid, iid)).limit(1);
    if (!admissions) throw refuse(errors.unknownTenant, NO_ADMISSIONS);
    if (!(await checkSmsCode(s, loginName, verifyCode))) throw refuse(errors.badCode);
    const passwordHash = await hashPassword(password);
    const [created] = await s.db
      .insert(applicants)
      .values({ iid, mobile: loginName, passwordHash })
      .onConflictDoNothing()
      .returning({ rid: applicants.rid });
    if (!created) throw refuse(errors.numberTaken);
    await spendSmsCode(s, loginName);
    return { code: 0, msg: '注册成功', t1: created.rid, t2: await openSession(s, created.rid) };
  }),

  implement(university.login, async ({ loginName, passWord, iid }, ctx) => {
    const { services: s, request } = ctx;
    limit(ctx, `login:ip:${request.ip}`, LIMITS.loginPerIpPerMinute, MINUTE);
    // Per number: a growing wait after wrong passwords, never a lock (security/login-backoff.ts).
    const account = `university:${iid}:${loginName}`;
    const wait = s.loginBackoff.waitMs(account);
    if (wait > 0) throw refuse(university.login.errors.tooMany, backoffMessage(wait));
    const [who] = await s.db
      .select({ rid: applicants.rid, passwordHash: applicants.passwordHash })
      .from(applicants)
      .where(and(eq(applicants.iid, iid), eq(applicants.mobile, loginName)))
      .limit(1);
    const ok = await verifyPassword(passWord, who?.passwordHash ?? (await DUMMY_HASH));
    if (!who || !ok) {
      s.loginBackoff.failed(account);
      throw refuse(university.login.errors.wrongPassword);
    }
    s.loginBackoff.succeeded(account);
    return { code: 0, msg: '登录成功', t1: who.rid, t2: await openSession(s, who.rid) };
  }),
];
