import * as z from 'zod/mini';
import { callError, defineCall } from '../../define';
import { idParam, textParam } from '../shapes';
import { session } from './shapes';

/**
 * Claims coupons for the applicant. Reply `{ code: 0, t: 0, msg: '领取成功' }`: the result is
 * `t`, 0 on success. A coupon expired or of another tenant is `notClaimable`, one claimed before
 * `claimedAlready`. `couponIds` is a JSON list of coupon ids as text, e.g. '[1,2]'. Needs the
 * session (token).
 */
export const recvCoupons = defineCall({
  name: 'university.recvCoupons',
  transport: 'api',
  method: 'POST',
  uri: '/university/coupons/recv',
  params: z.object({ iid: idParam, ...session, couponIds: textParam(2000, 2) }),
  result: z.number(),
  envelope: 'code0',
  okMsg: '领取成功',
  errors: {
    badIds: callError(400, 'couponIds 应为优惠券 id 的 JSON 列表', 400),
    notClaimable: callError(1030, '优惠券不存在或已过期'),
    claimedAlready: callError(1031, '已经领取过了'),
  },
});
