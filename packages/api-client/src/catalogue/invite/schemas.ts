import * as z from 'zod/mini';
import { callError } from '../../define';
import { COMMON_ERRORS, instant, textParam } from '../shapes';

/*
 * Sub-accounts and invitations (spec §7 "Cmgoods account get, child list/delete, code
 * get/validate"): a member hands out single-use invite codes; whoever binds one becomes the
 * member's sub-account (子账号), or, for a code of kind actseller, the member's activity seller.
 * Inviting earns the rewards of INVITE_GIFTS. Reply shapes are ours (spec: not shown).
 */

/** What a code makes its user: a sub-account, or an activity seller for the tenant. */
export const CODE_KINDS = ['sub', 'actseller'] as const;
export type CodeKind = (typeof CODE_KINDS)[number];
export const KIND_LABEL: Record<CodeKind, string> = { sub: '子账号', actseller: '活动销售' };

/** A code is good for this long after it is issued. */
export const CODE_TTL_DAYS = 7;

/**
 * The inviter's rewards: points credited once when the number of people bound with the member's
 * codes reaches each step (page guide C10: 邀请人奖励).
 */
export const INVITE_GIFTS = [
  { invited: 1, points: 10, title: '首次邀请奖励' },
  { invited: 3, points: 30, title: '邀请3人奖励' },
  { invited: 10, points: 120, title: '邀请10人奖励' },
] as const;

/** An invite code as typed: letters and digits, any case (stored upper case). */
export const codeParam = /* @__PURE__ */ z.pipe(textParam(12, 4), z.transform((v) => v.trim().toUpperCase()));

export const personSchema = z.object({ userId: z.number().check(z.int()), nickName: z.string(), headImg: z.string() });

export const codeSchema = z.object({ inviteCode: z.string(), kind: z.enum(CODE_KINDS), expiresAt: instant });
export type InviteCode = z.infer<typeof codeSchema>;

export const childSchema = z.extend(personSchema, { mobile: z.string(), kind: z.enum(CODE_KINDS), boundAt: instant });
export type Child = z.infer<typeof childSchema>;

export const errors = {
  invalid: COMMON_ERRORS.invalid,
  unknownCode: callError(404, '邀请码不存在，请核对后重新输入'),
  usedCode: callError(409, '该邀请码已被使用'),
  expiredCode: callError(409, '该邀请码已过期，请向邀请人索取新的邀请码'),
  ownCode: callError(409, '不能绑定自己的邀请码'),
  alreadyBound: callError(409, '您已绑定邀请人，不能重复绑定'),
  cycle: callError(409, '不能绑定自己邀请的成员'),
  childNotFound: callError(404, '该成员不是您的子账号'),
};
