import * as z from 'zod/mini';
import { defineCall } from '../../define';
import { iidParam } from '../shapes';

/**
 * Whether the tenant takes payments through the new-pay route (spec §7 checkPartner): true, the
 * cashier creates the payment with order.unionPay (/api/yinsheng/union.wechat.create); false,
 * with order.wechatPay (/api/order.wechat.create).
 */
export const checkPartner = defineCall({
  name: 'order.checkPartner',
  transport: 'gateway',
  method: 'GET',
  uri: '/h5/order/checkPartner',
  params: z.object({ iid: iidParam }),
  result: z.boolean(),
});
