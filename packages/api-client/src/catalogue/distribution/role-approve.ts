import * as z from 'zod/mini';
import { callError, defineCall } from '../../define';
import { flagParam, idParam, memberScope, textParam } from '../shapes';
import { childSchema } from './schemas';

/** The parent approves (pass) or rejects (with a reason) a child's pending application. Reply: the child as it is now. */
export const roleApprove = defineCall({
  name: 'distribution.roleApprove',
  transport: 'gateway',
  method: 'GET',
  kind: 'mutation',
  uri: '/multidis/role/approve',
  params: z.object({ ...memberScope, roleId: idParam, pass: flagParam, reason: z.optional(textParam(100)) }),
  result: childSchema,
  errors: {
    notYours: callError(4608, '只能审批自己的下级'),
    notPending: callError(4609, '该申请已处理，请刷新'),
    reasonRequired: callError(400, '请填写拒绝原因'),
  },
});
