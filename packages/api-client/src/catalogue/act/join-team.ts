import * as z from 'zod/mini';
import { callError, defineCall } from '../../define';
import { idParam, memberScope, textParam } from '../shapes';

/** Joins a team of an activity the member has a paid enrolment in, with the team's code. One team per activity. */
export const joinTeam = defineCall({
  name: 'act.joinTeam',
  transport: 'api',
  method: 'POST',
  uri: '/act/team/join',
  params: z.object({ ...memberScope, teamId: idParam, code: textParam(20, 1) }),
  result: z.boolean(),
  errors: {
    notFound: callError(404, '小队不存在'),
    badCode: callError(400, '小队口令不对'),
    full: callError(409, '小队已满员'),
    notEnrolled: callError(409, '报名并支付后才能加入小队'),
    already: callError(409, '您已加入本活动的小队'),
  },
});
