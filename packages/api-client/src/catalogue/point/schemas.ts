import * as z from 'zod/mini';
import { instant, pagedByPageNumber } from '../shapes';

/**
 * The kinds of points rule the server applies (a rule's `code`): the daily sign-in, per whole yuan
 * paid (earned on the verified payment, taken back on refund), per activity enrolment, per share
 * (up to the rule's daily limit).
 */
export const RULE_KIND = { sign: 'sign', buy: 'buy', enroll: 'enroll', share: 'share' } as const;

/** The code of the daily sign-in rule. */
export const SIGN_RULE = RULE_KIND.sign;

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

/** A way to earn points in the tenant; `code` its kind (RULE_KIND); `description` the server's words for what it applies. */
export const ruleSchema = z.object({
  code: z.string(),
  title: z.string(),
  coin: z.number().check(z.int()),
  description: z.string(),
});
export type Rule = z.infer<typeof ruleSchema>;
