import { isMobile } from '@tongxin/validators';
import { and, eq } from 'drizzle-orm';
import { applicants, tenants } from '../../db/schema';
import { registerCall, type CallContext } from '../../http/register-call';
import { ReplyError } from '../../http/reply-error';
import { hashPassword, verifyPassword } from '../../security/passwords';
import { checkSmsCode, sendSmsCode, SMS_CODE_RULES, spendSmsCode } from '../../security/sms-codes';
import type { ModuleContext } from '../types';
import { university } from '@tongxin/api-client/catalogue';
import { openSession } from './session';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** Limits (README): per client address and per number, counted in this process. */
export const LIMITS = {
  /** The shared code service's (security/sms-codes.ts): the community's member.sendCode counts against it too. */
  sendCodePerIpPerHour: SMS_CODE_RULES.perAddressPerHour,
  loginPerIpPerMinute: 20,
  loginPerMobilePerHour: 10,
  registerPerIpPerHour: 10,
} as const;

const tooMany = () => new ReplyError(429, '操作过于频繁，请稍后再试', 429);
// A fixed hash for unknown numbers, so a university.login takes as long whether the number exists or not.
const DUMMY_HASH = hashPassword('not-a-password-of-anyone');

export function registerAccountCalls({ app, gateway, services: s }: ModuleContext) {
  const limit = (ctx: CallContext, key: string, n: number, windowMs: number) => {
    if (!s.limiter.hit(key, n, windowMs)) throw tooMany();
    return ctx;
  };

  registerCall(app, gateway, university.sendPhoneCode, async ({ mobile }, ctx) => {
    await sendSmsCode(s, mobile, ctx.request);
    return { code: 0, t: true, msg: '验证码已发送' };
  });

  registerCall(app, gateway, university.register, async ({ verifyCode, loginName, password, iid }, ctx) => {
    limit(ctx, `register:ip:${ctx.request.ip}`, LIMITS.registerPerIpPerHour, HOUR);
    if (!isMobile(loginName)) throw new ReplyError(400, '请输入正确的手机号码');
    const [tenant] = await s.db.select({ kind: tenants.kind }).from(tenants).where(eq(tenants.iid, iid)).limit(1);
    if (!tenant) throw new ReplyError(404, '机构不存在');
    if (!(await checkSmsCode(s, loginName, verifyCode))) throw new ReplyError(1002, '验证码错误或已过期');
    const passwordHash = await hashPassword(password);
    const [created] = await s.db
      .insert(applicants)
      .values({ iid, mobile: loginName, passwordHash })
      .onConflictDoNothing()
      .returning({ rid: applicants.rid });
    if (!created) throw new ReplyError(1003, '该手机号已注册，请直接登录');
    await spendSmsCode(s, loginName);
    return { code: 0, msg: '注册成功', t1: created.rid, t2: await openSession(s, created.rid) };
  });

  registerCall(app, gateway, university.login, async ({ loginName, passWord, iid }, ctx) => {
    limit(ctx, `login:ip:${ctx.request.ip}`, LIMITS.loginPerIpPerMinute, MINUTE);
    limit(ctx, `login:mobile:${iid}:${loginName}`, LIMITS.loginPerMobilePerHour, HOUR);
    const [who] = await s.db
      .select({ rid: applicants.rid, passwordHash: applicants.passwordHash })
      .from(applicants)
      .where(and(eq(applicants.iid, iid), eq(applicants.mobile, loginName)))
      .limit(1);
    const ok = await verifyPassword(passWord, who?.passwordHash ?? (await DUMMY_HASH));
    if (!who || !ok) throw new ReplyError(1001, '手机号或密码错误');
    return { code: 0, msg: '登录成功', t1: who.rid, t2: await openSession(s, who.rid) };
  });
}
