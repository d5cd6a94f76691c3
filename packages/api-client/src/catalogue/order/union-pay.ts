import { defineCall } from '../../define';
import { wechatPayParamsSchema } from '../shapes';
import { wechatPay } from './wechat-pay';

/**
 * WeChat pay creation through the aggregator (spec §7 /api/yinsheng/union.wechat.create), for
 * tenants whose checkPartner is true: the same params, reply and refusals as order.wechatPay.
 */
export const unionPay = defineCall({
  name: 'order.unionPay',
  transport: 'api',
  method: 'POST',
  uri: '/yinsheng/union.wechat.create',
  params: wechatPay.params,
  result: wechatPayParamsSchema,
  errors: wechatPay.errors,
});
