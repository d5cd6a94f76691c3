import * as z from 'zod/mini';
import { instant, pagedByPageNumber } from '../shapes';

/** The code of the daily sign-in rule. */
export const SIGN_RULE = 'sign';

/** The member's points account. `signedToday`: whether today's sign-in is done (day in Asia/Shanghai). */
export const accountSchema = z.object({
  balance: z.number().check(z.int()),
  signedToday: z.boolean(),
  /** Consecutive days signed in, up to today or yesterday. */
  signDays: z.number().check(z.int()),
});
export type Account = z.infer<typeof accountSchema>;

/** One change of the balance: positive earned, negative spent. */
export const transactionSchema = z.object({
  id: z.number().check(z.int()),
  amount: z.number().check(z.int()),
  title: z.string(),
  createdAt: instant,
});
export type Transaction = z.infer<typeof transactionSchema>;

export const paged = pagedByPageNumber();

/** A way to earn points in the tenant; `code` SIGN_RULE is the daily sign-in. */
export const ruleSchema = z.object({
  code: z.string(),
  title: z.string(),
  coin: z.number().check(z.int()),
  description: z.string(),
});
export type Rule = z.infer<typeof ruleSchema>;
