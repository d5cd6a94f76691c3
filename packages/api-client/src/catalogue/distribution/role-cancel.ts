import * as z from 'zod/mini';
import { callError, defineCall } from '../../define';
import { idParam, memberScope, textParam } from '../shapes';
import { roleSchema } from './schemas';

/**
 * Cancels a role: the caller's own (no roleId) or a direct child's, with a reason. A cancelled
 * role earns nothing more; its member may apply again. Reply: the cancelled role.
 */
export const roleCancel = defineCall({
  name: 'distribution.roleCancel',
  transport: 'gateway',
  method: 'GET',
  kind: 'mutation',
  uri: '/multidis/role/cancel',
  params: z.object({ ...memberScope, roleId: z.optional(idParam), reason: textParam(100, 1) }),
  result: roleSchema,
  errors: {
    notYours: callError(4608, '只能取消自己或自己下级的分销资格'),
    notCancellable: callError(4610, '当前状态不能取消'),
  },
});
