import * as z from 'zod/mini';
import { callError } from '../../define';
import { iidParam, mobileParam, newPasswordParam, verifyCodeParam } from '../shapes';

/** The member as the pages show it (spec §3 page context userInfo, plus the editable profile). */
export const profileSchema = z.object({
  userId: z.number().check(z.int()),
  iid: z.number().check(z.int()),
  mobile: z.string(),
  nickName: z.string(),
  /** The real name, Chinese, 2–6 characters, or '' when not given yet. */
  name: z.string(),
  headImg: z.string(),
  signature: z.string(),
  email: z.string(),
  /** Points balance and whether the member holds a valid vip card, for the personal page. */
  coin: z.number().check(z.int()),
  isVip: z.boolean(),
  /** Whether the member has a password (a member who came by WeChat or the app may not: they can set one). */
  hasPassword: z.boolean(),
});
export type Profile = z.infer<typeof profileSchema>;

/** The member's session as sign-in and sign-up answer it: the token, the member id, when it ends (ISO 8601). */
export const sessionSchema = z.object({ token: z.string(), userId: z.number().check(z.int()), expiresAt: z.string() });
export type Session = z.infer<typeof sessionSchema>;

/** Refused: the number's owner asked too often. Sign-in's words, not the code service's. */
export const tooManyTries = callError(429, '尝试次数过多，请稍后再试', 429);
export const badMobile = callError(400, '请输入正确的手机号码');
export const unknownTenant = callError(404, '机构不存在');
export const badCode = callError(1002, '验证码错误或已过期');
export const numberTaken = callError(1003, '该手机号已注册，请直接登录');

/** A password sign-in's refusals (member.login and the spec's member.loginByMobile: one implementation). */
export const signInErrors = {
  badMobile,
  wrongPassword: callError(1001, '手机号或密码错误'),
  notRegistered: callError(1004, '该手机号尚未注册，请获取验证码完成注册'),
  tooMany: tooManyTries,
};

/** What the spec's registerV2 calls answer: the member id and the session's token. */
export const specSessionSchema = z.object({ userId: z.number().check(z.int()), token: z.string() });

/** The sign-up's params (spec §7's registerByMobile fields). */
export const signUpParams = z.object({ iid: iidParam, verifyCode: verifyCodeParam, loginName: mobileParam, password: newPasswordParam });
export const signUpErrors = { badMobile, unknownTenant, badCode, numberTaken, tooMany: tooManyTries };
