import * as z from 'zod/mini';
import { callError, defineCall } from '../../define';
import { idParam, okEnvelope, textParam, wechatPayParamsSchema } from '../shapes';
import { session } from './shapes';

/**
 * Prepays an order for WeChat's JSAPI bridge (the publicOrder page, query gid and openId).
 * Reply `{ code: 0, msg, appId, timeStamp, nonceStr, package, signType, paySign }`: pass those six
 * to `WeixinJSBridge.invoke('getBrandWCPayRequest', …)`. Payment is confirmed only by the
 * provider's signed notify to the server; the page then reloads getRegInfo (status 3).
 */
export const payOrder = defineCall({
  name: 'university.payOrder',
  transport: 'api',
  method: 'POST',
  uri: '/university/order/pay',
  params: z.object({ iid: idParam, ...session, gid: idParam, openId: textParam(128, 1) }),
  result: z.object({ ...okEnvelope, ...wechatPayParamsSchema.shape }),
  envelope: 'code0',
  errors: {
    paid: callError(1020, '订单已支付'),
    notFound: callError(1021, '订单不存在'),
    /** The payment provider refused; the msg is its own. */
    providerRefused: callError(1022, '支付下单失败'),
  },
});
