import * as z from 'zod/mini';
import { callError } from '../../define';
import { fen, instant, intParam, textParam } from '../shapes';

/**
 * The nine layouts of a project's page (spec §2: :iid/index and its ordinal variants fir…nin),
 * one page with a layout the project chooses; `index` is the default.
 */
export const LAYOUTS = ['index', 'fir', 'sec', 'thi', 'fou', 'fif', 'six', 'sev', 'eig', 'nin'] as const;
export type Layout = (typeof LAYOUTS)[number];

/**
 * A project's state: 0 waiting for review, 1 funding (approved, before its deadline), 2 rejected,
 * 3 succeeded (the deadline came with the goal reached), 4 failed (short of the goal: every
 * supporter is refunded).
 */
export const PROJECT_STATUS = { reviewing: 0, funding: 1, rejected: 2, succeeded: 3, failed: 4 } as const;

/** A support's state: 0 waiting for payment, 1 paid, 2 cancelled (never paid), 3 refunding, 4 refunded. */
export const SUPPORT_STATUS = { waiting: 0, paid: 1, cancelled: 2, refunding: 3, refunded: 4 } as const;

/** Bounds of what a launcher writes. */
export const LAUNCH_LIMITS = { titleMax: 40, digestMax: 120, storyMax: 5000, images: 9, tiers: 8, goalMinFen: 100, goalMaxFen: 100_000_000, maxDays: 90 } as const;
/** The most one support gives, in fen (¥100,000). */
export const MAX_SUPPORT_FEN = 10_000_000;

/** The refusals of crowdfunding (reserved by the order kernel's seller and the cf calls). */
export const CF_ERRORS = {
  notFound: callError(404, '项目不存在'),
  notFunding: callError(1801, '项目不在众筹中，不能支持'),
  badAmount: callError(1802, '支持金额须大于0元'),
  tooMuch: callError(1803, '单笔支持金额不能超过100000元'),
  tierFull: callError(1804, '该档回报已被认领完'),
  tierNotFound: callError(1805, '回报档位不存在'),
  badDeadline: callError(1806, '截止日期须在今天之后，且不超过90天'),
  badGoal: callError(1807, '目标金额须在1元到100万元之间'),
  notLauncher: callError(1808, '只有发起人可以这样做'),
  badTier: callError(1809, '回报档位的金额须大于0元'),
} as const;

/** A reward tier: its price per unit, places (0 unlimited) and how many are taken. */
export const tierSchema = z.object({
  id: z.number().check(z.int()),
  title: z.string(),
  description: z.string(),
  amountFen: fen,
  limit: z.number().check(z.int()),
  taken: z.number().check(z.int()),
  needsAddress: z.boolean(),
});
export type Tier = z.infer<typeof tierSchema>;

/** Progress, always computed from paid support: raised, goal, supporters, seconds left. */
export const progressSchema = z.object({
  raisedFen: fen,
  goalFen: fen,
  /** Raised / goal in percent, rounded down (may pass 100). */
  percent: z.number().check(z.int(), z.gte(0)),
  supporters: z.number().check(z.int(), z.gte(0)),
  deadline: instant,
  /** Whole seconds until the deadline, 0 once passed. */
  secondsLeft: z.number().check(z.int(), z.gte(0)),
});
export type Progress = z.infer<typeof progressSchema>;

/** A project as a card (lists, mine). */
export const projectCardSchema = z.object({
  id: z.number().check(z.int()),
  title: z.string(),
  digest: z.string(),
  cover: z.string(),
  status: z.number().check(z.int()),
  layout: z.enum(LAYOUTS),
  progress: progressSchema,
});
export type ProjectCard = z.infer<typeof projectCardSchema>;

/**
 * How a finished project ended, once settled: succeeded, `paidOutFen` settled to the launcher's
 * wallet (always the sum of its paid support); failed, `refundedFen` going back to
 * `refundedSupporters` through their orders' refunds.
 */
export const outcomeSchema = z.object({
  settledAt: instant,
  paidOutFen: z.number().check(z.int()),
  refundedFen: z.number().check(z.int()),
  refundedSupporters: z.number().check(z.int()),
});
export type Outcome = z.infer<typeof outcomeSchema>;

/** A project's page. `mine`: the viewer launched it; `payoutBound`: a payout account is set; `outcome`: null until settled. */
export const projectSchema = z.extend(projectCardSchema, {
  story: z.string(),
  images: z.array(z.string()),
  risk: z.string(),
  rejectReason: z.string(),
  launcher: z.object({ nickName: z.string(), headImg: z.string() }),
  contactPhone: z.string(),
  createdAt: instant,
  tiers: z.array(tierSchema),
  mine: z.boolean(),
  payoutBound: z.boolean(),
  recentSupporters: z.array(z.object({ nickName: z.string(), headImg: z.string() })),
  outcome: z.nullable(outcomeSchema),
});
export type Project = z.infer<typeof projectSchema>;

/** One support as the supporter lists show it. */
export const supportRowSchema = z.object({
  id: z.number().check(z.int()),
  nickName: z.string(),
  headImg: z.string(),
  amountFen: fen,
  tierTitle: z.string(),
  message: z.string(),
  paidAt: instant,
});
export type SupportRow = z.infer<typeof supportRowSchema>;

/** A reward tier as the launcher writes it (amount in fen; limit 0 for unlimited). */
export const tierInputSchema = z.object({
  title: textParam(30, 1),
  description: textParam(200),
  amountFen: intParam.check(z.gte(1), z.lte(MAX_SUPPORT_FEN)),
  limit: intParam.check(z.gte(0), z.lte(100_000)),
  needsAddress: z.boolean(),
});
export type TierInput = z.infer<typeof tierInputSchema>;
