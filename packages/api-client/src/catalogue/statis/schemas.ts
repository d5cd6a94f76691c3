import * as z from 'zod/mini';
import { callError } from '../../define';
import { fen } from '../shapes';

/** Roles within a tenant that open its statistics (page-guide F5: leader or admin). */
export const STATIS_ROLES = ['leader', 'admin'] as const;
export type StatisRole = (typeof STATIS_ROLES)[number];

export const STATIS_ERRORS = {
  notPermitted: callError(1901, '仅机构管理员和领队可以查看统计数据'),
  /** statis.sms: the SMS figures are the tenant admins' alone (a leader is refused too). */
  adminOnly: callError(1902, '仅机构管理员可以查看短信统计'),
} as const;

/** What an SMS was: a verification code, or a notice. */
export const SMS_KINDS = ['code', 'notice'] as const;
export type SmsKind = (typeof SMS_KINDS)[number];
export const SMS_KIND_LABEL: Record<SmsKind, string> = { code: '验证码', notice: '通知' };
/** What a code was for. */
export const SMS_PURPOSES = ['sign-up', 'bind-mobile', 'admissions', 'console-device'] as const;
export type SmsPurpose = (typeof SMS_PURPOSES)[number];
export const SMS_PURPOSE_LABEL: Record<SmsPurpose, string> = { 'sign-up': '注册', 'bind-mobile': '绑定手机', admissions: '招生报名', 'console-device': '后台新设备登录' };

/** A labelled count (a bar or a slice of a chart). */
export const bucketSchema = z.object({ label: z.string(), value: z.number().check(z.int(), z.gte(0)) });
export type Bucket = z.infer<typeof bucketSchema>;

export const weekSchema = z.object({ week: z.string(), activities: z.number().check(z.int()), people: z.number().check(z.int()), revenueFen: fen });
export const tradeSchema = z.object({ businessType: z.number().check(z.int()), label: z.string(), orders: z.number().check(z.int()), amountFen: fen });
export const insureMonthSchema = z.object({ month: z.string(), people: z.number().check(z.int()), premiumFen: fen });
export const leaderSchema = z.object({ leader: z.string(), activities: z.number().check(z.int()), people: z.number().check(z.int()) });

/** SMS handed to the provider in a period: `ok` accepted, `failed` refused by it. */
const smsCounts = { ok: z.number().check(z.int(), z.gte(0)), failed: z.number().check(z.int(), z.gte(0)) };
export const smsSchema = z.object({
  /** Every day of the range, oldest first ('YYYY-MM-DD', Shanghai). */
  days: z.array(z.object({ day: z.string(), ...smsCounts })),
  /** This month and the five before ('YYYY-MM'), oldest first. */
  months: z.array(z.object({ month: z.string(), ...smsCounts })),
  /** The range's sends by kind and purpose, most first. */
  kinds: z.array(z.object({ kind: z.enum(SMS_KINDS), purpose: z.string(), ...smsCounts })),
  /** The latest sends, newest first, numbers masked. */
  recent: z.array(z.object({ mobile: z.string(), kind: z.enum(SMS_KINDS), purpose: z.string(), ok: z.boolean(), sentAt: z.string() })),
});
export type SmsStatis = z.infer<typeof smsSchema>;
