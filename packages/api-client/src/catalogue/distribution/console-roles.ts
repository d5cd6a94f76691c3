import * as z from 'zod/mini';
import { flagParam, idParam, instant, intParam, pageOf, textParam } from '../shapes';
import { defineConsoleCall, reasonParam } from '../staff/define-console-call';
import { consolePaged } from '../staff/schemas';

/** An application or role as the console's approval queue shows it. */
const consoleRoleSchema = /* @__PURE__ */ z.object({
  id: z.number(),
  memberId: z.number(),
  realName: z.string(),
  mobile: z.string(),
  parentName: z.string(),
  status: z.number(),
  statusText: z.string(),
  applyReason: z.string(),
  reason: z.string(),
  appliedAt: instant,
});

/** The distributor applications and roles of the tenant (reviewers), newest first, by status and name or mobile. */
export const consoleRoles = defineConsoleCall({
  name: 'distribution.consoleRoles',
  method: 'GET',
  uri: '/distribution/roles',
  roles: ['reviewer'],
  params: { status: z.optional(intParam.check(z.gte(0), z.lte(3))), keyword: z.optional(textParam(30)), ...consolePaged.params },
  paging: consolePaged.paging,
  result: pageOf(consoleRoleSchema),
});

/**
 * A reviewer approves (pass) or rejects a pending application on the organisation's behalf
 * ("由组织代审"); a rejection needs its reason, which the applicant sees.
 */
export const consoleDecide = defineConsoleCall({
  name: 'distribution.consoleDecide',
  method: 'POST',
  uri: '/distribution/decide',
  roles: ['reviewer'],
  params: { roleId: idParam, pass: flagParam, reason: z.optional(reasonParam) },
  result: consoleRoleSchema,
});
