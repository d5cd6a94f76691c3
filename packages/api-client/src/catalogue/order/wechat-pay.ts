import * as z from 'zod/mini';
import { callError, defineCall } from '../../define';
import { iidParam, intParam, optionalToken, textParam, wechatPayParamsSchema } from '../shapes';
import { notFound } from './schemas';

/**
 * WeChat pay creation (spec §7 /api/order.wechat.create): the JSAPI parameters of one of the
 * member's waiting orders. Payment needs the WeChat openId (spec §5). The order becomes paid only
 * by the provider's verified notify.
 */
export const wechatPay = defineCall({
  name: 'order.wechatPay',
  transport: 'api',
  method: 'POST',
  uri: '/order.wechat.create',
  params: z.object({
    iid: iidParam,
    orderId: textParam(64),
    openId: textParam(100, 1),
    /** Pay type, default 1 (spec §9). */
    payType: z._default(intParam, 1),
    ...optionalToken,
  }),
  result: wechatPayParamsSchema,
  errors: {
    notFound,
    paid: callError(1020, '订单已支付'),
    notWaiting: callError(409, '订单已取消或已失效'),
    /** The payment provider refused; the msg is its own. */
    providerRefused: callError(1022, '支付下单失败'),
  },
});
