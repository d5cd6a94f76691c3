import * as z from 'zod/mini';
import { callError } from '../../define';
import { flagParam, idParam, mobileParam, pageOf, textParam } from '../shapes';
import { defineConsoleCall } from './define-console-call';
import { consolePaged, rolesParam, staffPasswordParam, staffSchema } from './schemas';

/** The tenant's staff (owners only), filtered by name or mobile. */
export const staffList = defineConsoleCall({
  name: 'staff.staffList',
  method: 'GET',
  uri: '/staff',
  roles: [],
  params: { keyword: z.optional(textParam(30)), ...consolePaged.params },
  paging: consolePaged.paging,
  result: pageOf(staffSchema),
});

/**
 * The owner invites a staff member: their mobile, name, roles and a first password, which they
 * sign in with (an SMS code proves the mobile on their first device) and then change.
 */
export const staffInvite = defineConsoleCall({
  name: 'staff.staffInvite',
  method: 'POST',
  uri: '/staff/invite',
  roles: [],
  params: { mobile: mobileParam, name: textParam(30, 1), roles: rolesParam, password: staffPasswordParam },
  result: staffSchema,
  errors: { mobileTaken: callError(4908, '该手机号已是工作人员'), weakPassword: callError(4905, '密码至少 8 位，需同时包含字母和数字') },
});

/** The owner changes a staff member's roles or disables the account (which ends its sessions). */
export const staffUpdate = defineConsoleCall({
  name: 'staff.staffUpdate',
  method: 'POST',
  uri: '/staff/update',
  roles: [],
  params: { staffId: idParam, roles: z.optional(rolesParam), disabled: z.optional(flagParam) },
  result: staffSchema,
  errors: { lastOwner: callError(4909, '组织至少保留一位负责人') },
});
