import * as z from 'zod/mini';
import { flagParam, idParam, intParam, pageOf } from '../shapes';
import { defineConsoleCall, reasonParam } from '../staff/define-console-call';
import { consolePaged } from '../staff/schemas';
import { withdrawalSchema } from './schemas';

/** A withdrawal as the console's queue shows it: the member's number and the status in words. */
const consoleWithdrawalSchema = /* @__PURE__ */ z.extend(withdrawalSchema, { memberId: z.number(), mobile: z.string(), statusText: z.string() });

/** The tenant's withdrawals (finance), newest first, by status. */
export const consoleWithdrawals = defineConsoleCall({
  name: 'wallet.consoleWithdrawals',
  method: 'GET',
  uri: '/wallet/withdrawals',
  roles: ['finance'],
  params: { status: z.optional(intParam.check(z.gte(0), z.lte(4))), ...consolePaged.params },
  paging: consolePaged.paging,
  result: pageOf(consoleWithdrawalSchema),
});

/**
 * Finance approves (to WeChat change: the member confirms; to an account: marked paid) or rejects
 * a withdrawal under review (the amount returns to the balance). A money action: the reason is
 * required either way and a rejection's is what the member sees.
 */
export const consoleReview = defineConsoleCall({
  name: 'wallet.consoleReview',
  method: 'POST',
  uri: '/wallet/withdrawals/review',
  roles: ['finance'],
  money: true,
  params: { withdrawalId: idParam, approve: flagParam, reason: reasonParam },
  result: consoleWithdrawalSchema,
});
