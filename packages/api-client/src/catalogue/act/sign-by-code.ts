import * as z from 'zod/mini';
import { callError, defineCall } from '../../define';
import { idParam, memberScope, textParam } from '../shapes';
import { notFound, notLeader } from './schemas';

/**
 * The leader checks in an enrolment's participants at a place by its enrolment code (shown on the
 * member's sign page). Each participant once per place. Reply `{ t: { signed, names } }`.
 */
export const signByCode = defineCall({
  name: 'act.signByCode',
  transport: 'api',
  method: 'POST',
  uri: '/act/sign/code',
  params: z.object({ ...memberScope, actId: idParam, placeId: idParam, code: textParam(20, 1) }),
  result: z.object({ signed: z.number().check(z.int()), names: z.array(z.string()) }),
  errors: {
    notFound,
    notLeader,
    badCode: callError(404, '报名码不存在或不是本活动的已支付报名'),
    already: callError(409, '已签到过，每人每个签到点只能签到一次'),
  },
});
