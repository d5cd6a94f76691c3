import * as z from 'zod/mini';
import { callError, defineCall } from '../../define';
import { memberScope, textParam } from '../shapes';
import { disKeyParam, roleSchema } from './schemas';

/**
 * Applies for a distribution role under the parent whose key the link carried
 * (disrParentMultiDisKey) or the member typed (an invite code); without one, under the
 * organisation (its reviewers approve). Fills what getRegulations asks. Reply: the role, pending.
 */
export const roleApply = defineCall({
  name: 'distribution.roleApply',
  transport: 'gateway',
  method: 'GET',
  kind: 'mutation',
  uri: '/multidis/role/apply',
  params: z.object({
    ...memberScope,
    disrParentMultiDisKey: z.optional(disKeyParam),
    realName: textParam(20, 2),
    mobile: textParam(11, 11),
    region: z.optional(textParam(100)),
    applyReason: z.optional(textParam(200)),
  }),
  result: roleSchema,
  errors: {
    already: callError(4602, '您已经是分销员了'),
    pending: callError(4603, '您的申请正在审核中，请耐心等待'),
    unknownParent: callError(4604, '邀请码无效，请检查后重新输入'),
    parentInactive: callError(4605, '邀请人的分销资格不可用，请换一个邀请码'),
    self: callError(4606, '不能申请成为自己的下级'),
    cycle: callError(4607, '不能申请成为自己下级的下级'),
    badName: callError(400, '中文姓名格式不对哦~'),
    badMobile: callError(400, '手机号码格式不对哦~'),
  },
});
