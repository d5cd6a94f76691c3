import * as z from 'zod/mini';
import { callError } from '../../define';
import { fen, instant } from '../shapes';

/** A paid plan of the platform an organisation buys (business type 32: `keys` the plan id). */
export const saasPlanSchema = z.object({ id: z.number().check(z.int()), title: z.string(), description: z.string(), features: z.array(z.string()), priceFen: fen, days: z.number().check(z.int()) });
export type SaasPlan = z.infer<typeof saasPlanSchema>;

export const SAAS_ERRORS = {
  notAdmin: callError(1951, '只有机构管理员可以为机构购买套餐'),
  planNotFound: callError(404, '套餐不存在'),
} as const;

/** The organisation's plan: its name, the plan it holds (null: the free one) until when, and whether the viewer may buy. */
export const saasStatusSchema = z.object({ orgName: z.string(), plan: z.nullable(z.object({ title: z.string(), expiresAt: instant })), canBuy: z.boolean() });
