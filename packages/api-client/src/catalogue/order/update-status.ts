import * as z from 'zod/mini';
import { callError, defineCall } from '../../define';
import { intParam, optionalToken, iidParam } from '../shapes';
import { notFound, orderDetailSchema, orderId } from './schemas';

/** What update/status may do: the buyer cancels an unpaid order, or confirms a shipped one received. */
export const STATUS_ACTION = { cancel: 3, confirmReceipt: 13 } as const;

/**
 * The buyer changes their own order (spec §7 /h5/order/update/status): `status` 3 cancels a
 * waiting order (what it reserved is released), 13 confirms a shipped order received. Reply: the
 * updated order.
 */
export const updateStatus = defineCall({
  name: 'order.updateStatus',
  transport: 'gateway',
  method: 'GET',
  kind: 'mutation',
  uri: '/h5/order/update/status',
  params: z.object({ iid: iidParam, orderId, status: intParam, ...optionalToken }),
  result: orderDetailSchema,
  errors: {
    notFound,
    badStatus: callError(400, '不支持的订单操作'),
    notWaiting: callError(409, '订单已支付或已取消，不能取消'),
    notShipped: callError(409, '订单尚未发货，不能确认收货'),
  },
});
