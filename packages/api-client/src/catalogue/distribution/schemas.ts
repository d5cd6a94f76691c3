import * as z from 'zod/mini';
import { callError } from '../../define';
import { fen, instant, pagedByPageNo } from '../shapes';

/** A distribution role's status (page-guide F3): 0 pending, 1 active, 2 rejected, 3 cancelled. */
export const ROLE_STATUS = { pending: 0, active: 1, rejected: 2, cancelled: 3 } as const;
export type RoleStatus = (typeof ROLE_STATUS)[keyof typeof ROLE_STATUS];
export const ROLE_STATUS_TEXT: Readonly<Record<number, string>> = { 0: '审核中', 1: '正常', 2: '未通过', 3: '已取消' };

/** The query parameters a distributor's shared link carries (spec §2). */
export const LINK_PARAMS = ['saleIid', 'ridSecret', 'multiDisKey', 'disrParentMultiDisKey'] as const;

/** A distribution key as links carry it: letters and digits. */
export const disKeyParam = z.string().check(z.regex(/^[A-Za-z0-9]{6,32}$/, { error: '分销码格式不对' }));

/** The caller's own role (spec §3: id, parentId, userId, status, approveId, children, fans) with what the pages show. */
export const roleSchema = z.object({
  id: z.number().check(z.int()),
  parentId: z.nullable(z.number().check(z.int())),
  userId: z.number().check(z.int()),
  status: z.number().check(z.int()),
  /** Why it was rejected or cancelled ('' otherwise). */
  reason: z.string(),
  approveId: z.nullable(z.number().check(z.int())),
  children: z.number().check(z.int()),
  fans: z.number().check(z.int()),
  realName: z.string(),
  mobile: z.string(),
  region: z.string(),
  applyReason: z.string(),
  appliedAt: instant,
  reviewedAt: z.nullable(instant),
  /** The parent's display name ('' under the organisation itself). */
  parentName: z.string(),
  /** The operation sales person (changeOpInfos). */
  opName: z.string(),
  opMobile: z.string(),
});
export type Role = z.infer<typeof roleSchema>;

/** A child (level 1) or grandchild (level 2) in the team. */
export const childSchema = z.object({
  id: z.number().check(z.int()),
  userId: z.number().check(z.int()),
  level: z.number().check(z.int()),
  nickName: z.string(),
  realName: z.string(),
  mobile: z.string(),
  status: z.number().check(z.int()),
  reason: z.string(),
  applyReason: z.string(),
  appliedAt: instant,
  reviewedAt: z.nullable(instant),
  children: z.number().check(z.int()),
  orders: z.number().check(z.int()),
  /** Sales through this member's links, in fen. */
  salesFen: fen,
});
export type Child = z.infer<typeof childSchema>;

export const fanSchema = z.object({
  userId: z.number().check(z.int()),
  nickName: z.string(),
  mobile: z.string(),
  boundAt: instant,
  expiresAt: instant,
  expired: z.boolean(),
  orders: z.number().check(z.int()),
  amountFen: fen,
});
export type Fan = z.infer<typeof fanSchema>;

/** A promotable module (item/modules): its business type and the two commission rates in basis points (1% = 100). */
export const moduleSchema = z.object({ businessType: z.number().check(z.int()), name: z.string(), rate1Bp: z.number().check(z.int()), rate2Bp: z.number().check(z.int()), items: z.number().check(z.int()) });
export type DisModule = z.infer<typeof moduleSchema>;

export const itemSchema = z.object({
  id: z.number().check(z.int()),
  businessType: z.number().check(z.int()),
  title: z.string(),
  image: z.string(),
  priceFen: fen,
  rate1Bp: z.number().check(z.int()),
  rate2Bp: z.number().check(z.int()),
  /** What the sharer earns on one sale (rate1 of the price). */
  commissionFen: fen,
  /** The item's app path (without the key; the page adds it). */
  link: z.string(),
});
export type DisItem = z.infer<typeof itemSchema>;

export const pagedNo = pagedByPageNo(10, 50);

export const notDistributor = callError(4601, '您还不是分销员，请先申请');
