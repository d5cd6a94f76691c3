import { z } from 'zod';
import { callError } from '../../define';
import { fen } from '../shapes';

/** Roles within a tenant that open its statistics (page-guide F5: leader or admin). */
export const STATIS_ROLES = ['leader', 'admin'] as const;
export type StatisRole = (typeof STATIS_ROLES)[number];

export const STATIS_ERRORS = {
  notPermitted: callError(1901, '仅机构管理员和领队可以查看统计数据'),
} as const;

/** A labelled count (a bar or a slice of a chart). */
export const bucketSchema = z.object({ label: z.string(), value: z.number().int().min(0) });
export type Bucket = z.infer<typeof bucketSchema>;

export const weekSchema = z.object({ week: z.string(), activities: z.number().int(), people: z.number().int(), revenueFen: fen });
export const tradeSchema = z.object({ businessType: z.number().int(), label: z.string(), orders: z.number().int(), amountFen: fen });
export const insureMonthSchema = z.object({ month: z.string(), people: z.number().int(), premiumFen: fen });
export const leaderSchema = z.object({ leader: z.string(), activities: z.number().int(), people: z.number().int() });
