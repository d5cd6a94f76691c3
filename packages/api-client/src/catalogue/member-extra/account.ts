import { z } from 'zod';
import { defineCall } from '../../define';
import { idParam, memberScope } from './shapes';

/** The member as the pages show it (spec §3 page context userInfo, plus the editable profile). */
export const memberProfileSchema = z.object({
  userId: z.number().int(),
  iid: z.number().int(),
  mobile: z.string(),
  nickName: z.string(),
  /** The real name, Chinese, 2–6 characters, or '' when not given yet. */
  name: z.string(),
  headImg: z.string(),
  signature: z.string(),
  email: z.string(),
  /** Points balance and whether the member holds a valid vip card, for the personal page. */
  coin: z.number().int(),
  isVip: z.boolean(),
});
export type MemberProfile = z.infer<typeof memberProfileSchema>;

/** The member's session as sign-in and sign-up answer it: the token, the member id, when it ends (ISO 8601). */
export const memberSessionSchema = z.object({ token: z.string(), userId: z.number().int(), expiresAt: z.string() });
export type MemberSession = z.infer<typeof memberSessionSchema>;

/**
 * Signs in with a mobile number and password. Reply `{ t: { token, userId, expiresAt } }`.
 * A wrong password is `{ code: 1001, msg: '手机号或密码错误' }`; a number new to the tenant is
 * `{ code: 1004, msg: '该手机号尚未注册，请获取验证码完成注册' }` (sign up with memberSendCode, then
 * memberRegister: a number is never taken by signing in); too many tries `{ code: 429, msg }`.
 */
export const memberLogin = defineCall({
  name: 'member.login',
  transport: 'api',
  method: 'POST',
  uri: '/member/login',
  params: z.object({
    iid: idParam,
    mobile: z.string().min(11).max(11),
    password: z.string().min(6).max(100),
  }),
  result: memberSessionSchema,
});

/**
 * Sends a 6-digit sign-up code by SMS to a number (valid 10 minutes, void after five wrong
 * guesses). Reply `{ t: true }`. An invalid number is `{ code: 400, msg: '请输入正确的手机号码' }`;
 * a second code within a minute, or too many from one address, `{ code: 429, msg }` (HTTP 429);
 * the SMS gateway failing `{ code: 1005, msg: '验证码发送失败，请稍后再试' }` (ask again at once).
 */
export const memberSendCode = defineCall({
  name: 'member.sendCode',
  transport: 'api',
  method: 'POST',
  uri: '/member/code',
  params: z.object({ iid: idParam, mobile: z.string().min(1).max(20) }),
  result: z.boolean(),
});

/**
 * Signs a number new to the tenant up with the code from memberSendCode (spec §7's
 * registerByMobile fields, sent as a POST body so the password never sits in a URL). Reply: the
 * session, as memberLogin's. A wrong or expired code is `{ code: 1002, msg: '验证码错误或已过期' }`,
 * a number the tenant has `{ code: 1003, msg: '该手机号已注册，请直接登录' }`.
 */
export const memberRegister = defineCall({
  name: 'member.register',
  transport: 'api',
  method: 'POST',
  uri: '/member/register',
  params: z.object({
    iid: idParam,
    verifyCode: z.string().min(1).max(10),
    loginName: z.string().min(11).max(11),
    password: z.string().min(6).max(100),
  }),
  result: memberSessionSchema,
});

/** Ends the session (the token stops working at once). Reply `{ t: true }`. */
export const memberLogout = defineCall({
  name: 'member.logout',
  transport: 'api',
  method: 'POST',
  uri: '/member/logout',
  params: z.object({ ...memberScope }),
  result: z.boolean(),
});

/** The member's profile (spec §7 /api/userV2.profile). */
export const memberProfile = defineCall({
  name: 'member.profile',
  transport: 'api',
  method: 'GET',
  uri: '/userV2.profile',
  params: z.object({ ...memberScope }),
  result: memberProfileSchema,
});

/**
 * Saves the editable profile. The server checks what the form checks: name 2–6 Chinese
 * characters, a mainland mobile, nickName required, e-mail format; a bad field is `{ code: 400, msg }`
 * with the validators' message. Reply: the saved profile.
 */
export const memberProfileUpdate = defineCall({
  name: 'member.profileUpdate',
  transport: 'api',
  method: 'POST',
  uri: '/userV2.profile/update',
  params: z.object({
    ...memberScope,
    nickName: z.string().min(1).max(20),
    name: z.string().max(6),
    mobile: z.string().max(11),
    email: z.string().max(100),
    signature: z.string().max(60),
  }),
  result: memberProfileSchema,
});

/** How to reach the tenant's service desk (the contact page). Needs no session; empty fields are not shown. */
export const memberContact = defineCall({
  name: 'member.contact',
  transport: 'api',
  method: 'GET',
  uri: '/member/contact',
  params: z.object({ iid: idParam }),
  result: z.object({
    name: z.string(),
    phone: z.string(),
    email: z.string(),
    hours: z.string(),
    address: z.string(),
  }),
});
