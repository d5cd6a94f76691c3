import * as z from 'zod/mini';
import { instant, pagedByPageNo, shape, textParam } from '../shapes';
import { STAFF_ROLES } from './define-console-call';

/** A staff account as the console shows it (never its password). */
export const staffSchema = shape(() =>
  z.object({
    id: z.number(),
    /** The tenant it belongs to; null for a platform operator. */
    iid: z.nullable(z.number()),
    name: z.string(),
    mobile: z.string(),
    roles: z.array(z.string()),
    disabled: z.boolean(),
    lastSignInAt: z.nullable(instant),
    createdAt: instant,
  }),
);
export type Staff = z.infer<typeof staffSchema>;

/** The signed-in caller: the account, its tenant's name, and whether it is a platform operator. */
export const meSchema = shape(() =>
  z.object({ staff: staffSchema, tenantName: z.nullable(z.string()), operator: z.boolean(), sessionExpiresAt: instant }),
);
export type Me = z.infer<typeof meSchema>;

/** The modules a tenant may run (its package); the console shows each one's pages only when on. */
export const TENANT_MODULES = ['act', 'mall', 'content', 'distribution', 'wallet', 'cf', 'shops', 'stay', 'game', 'vip', 'coupon', 'point', 'university'] as const;
export const MODULE_LABEL: Readonly<Record<(typeof TENANT_MODULES)[number], string>> = {
  act: '活动',
  mall: '商城',
  content: '内容',
  distribution: '分销',
  wallet: '钱包提现',
  cf: '众筹',
  shops: '店铺',
  stay: '营地民宿',
  game: '赛事',
  vip: 'VIP',
  coupon: '优惠券',
  point: '积分',
  university: '招生报名',
};
/** The channels a tenant serves. */
export const TENANT_CHANNELS = ['h5', 'wechat', 'miniprogram', 'app'] as const;
export const CHANNEL_LABEL: Readonly<Record<(typeof TENANT_CHANNELS)[number], string>> = { h5: 'H5', wechat: '公众号', miniprogram: '小程序', app: 'App' };

/** The tenant's secrets, write-only: the console sends a new value, and reads back only whether one is set. */
export const SECRET_KEYS = ['payApiKey', 'smsAccessSecret', 'wechatAppSecret'] as const;
export type SecretKey = (typeof SECRET_KEYS)[number];

/** A host name: lower-case labels of letters, digits and hyphens, at least one dot, no port. */
export const HOST_PATTERN = /^(?=.{4,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z][a-z0-9-]{0,61}[a-z0-9]$/;
export const hostParam = shape(() => textParam(253, 4).check(z.regex(HOST_PATTERN, '域名格式不正确')));
/** A theme colour: #rrggbb. */
export const colourParam = shape(() => textParam(7, 7).check(z.regex(/^#[0-9a-fA-F]{6}$/, '主题色应为 #RRGGBB')));

/** The settings an organisation edits (secrets apart). */
export const tenantSettingsSchema = shape(() =>
  z.object({
    payMchId: z.string(),
    smsSign: z.string(),
    smsAccessKey: z.string(),
    wechatAppId: z.string(),
  }),
);

export const tenantSchema = shape(() =>
  z.object({
    iid: z.number(),
    name: z.string(),
    shortName: z.string(),
    logo: z.string(),
    themeColor: z.string(),
    kind: z.string(),
    hosts: z.array(z.string()),
    channels: z.array(z.string()),
    modules: z.array(z.string()),
    settings: tenantSettingsSchema,
    /** Which secrets are set; their values are never sent. */
    secretsSet: z.array(z.string()),
    disabled: z.boolean(),
    staffCount: z.number(),
    createdAt: instant,
  }),
);
export type Tenant = z.infer<typeof tenantSchema>;

/** One line of the audit log: who, when, in which tenant, what, before and after, and the reason. */
export const auditRowSchema = shape(() =>
  z.object({
    id: z.number(),
    iid: z.nullable(z.number()),
    staffId: z.nullable(z.number()),
    staffName: z.string(),
    action: z.string(),
    target: z.string(),
    before: z.unknown(),
    after: z.unknown(),
    reason: z.string(),
    at: instant,
  }),
);
export type AuditRow = z.infer<typeof auditRowSchema>;

/** Roles as the owner sets them: at least one tenant role. */
export const rolesParam = shape(() => z.array(z.enum(STAFF_ROLES)).check(z.minLength(1, '至少选择一个角色'), z.maxLength(STAFF_ROLES.length)));
/** A staff password as sent; its strength is the server's refusal (`isStrongPassword`), in words. */
export const staffPasswordParam = shape(() => textParam(64, 1));
/** A strong enough staff password: 8–64 characters with a letter and a digit. */
export function isStrongPassword(password: string): boolean {
  return password.length >= 8 && password.length <= 64 && /[A-Za-z]/.test(password) && /\d/.test(password);
}
export const WEAK_PASSWORD = '密码至少 8 位，需同时包含字母和数字';
/** The console's lists: 20 rows a page by default, at most 100. */
export const consolePaged = shape(() => pagedByPageNo(20, 100));
