import { z } from 'zod';
import { callError, defineCall } from '../../define';
import { memberScope, textParam, wechatPayParamsSchema } from '../shapes';
import { orderNotFound } from './schemas';

/**
 * The WeChat JSAPI parameters to pay the member's own waiting enrolment (spec §7 wechat pay
 * create, for business type 1). The enrolment is paid only by the provider's verified notify.
 */
export const pay = defineCall({
  name: 'act.pay',
  transport: 'api',
  method: 'POST',
  uri: '/act/order.wechat.create',
  params: z.object({ ...memberScope, orderId: textParam(40, 1), openId: textParam(100, 1) }),
  result: wechatPayParamsSchema,
  errors: {
    notFound: orderNotFound,
    paid: callError(1020, '订单已支付'),
    notWaiting: callError(409, '订单已取消或已过期，请重新报名'),
    providerRefused: callError(1022, '支付服务暂不可用，请稍后再试'),
  },
});
