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

/**
 * Signs in with a mobile number and password; a number new to the tenant is registered with that
 * password (sign-in and sign-up are one step). Reply `{ t: { token, userId, expiresAt } }`.
 * A wrong password is `{ code: 1001, msg: '手机号或密码错误' }`; too many tries `{ code: 429, msg }`.
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
  result: z.object({ token: z.string(), userId: z.number().int(), expiresAt: z.string() }),
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
