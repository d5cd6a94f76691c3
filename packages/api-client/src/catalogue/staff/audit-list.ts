import * as z from 'zod/mini';
import { idParam, millisParam, pageOf, textParam } from '../shapes';
import { defineConsoleCall } from './define-console-call';
import { auditRowSchema, consolePaged } from './schemas';

/** The tenant's audit log (owners), newest first, filtered by action, staff member and time. */
export const auditList = defineConsoleCall({
  name: 'staff.auditList',
  method: 'GET',
  uri: '/audit',
  roles: [],
  params: { action: z.optional(textParam(60)), staffId: z.optional(idParam), from: z.optional(millisParam), to: z.optional(millisParam), ...consolePaged.params },
  paging: consolePaged.paging,
  result: pageOf(auditRowSchema),
});
