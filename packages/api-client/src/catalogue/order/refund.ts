import * as z from 'zod/mini';
import { callError, defineCall } from '../../define';
import { intParam, memberScope, textParam } from '../shapes';
import { notFound, orderDetailSchema, orderId } from './schemas';

/**
 * Applies for a refund of a paid order (after-sale): a reason and an amount up to what was paid.
 * Not yet shipped: the refund goes to the payment provider at once (REFUND_STATE.refunding) and
 * the provider's notify makes it refunded. Shipped: the buyer first sends the goods back
 * (awaitingReturn → order.refundEms → refunding). Reply: the updated order.
 */
export const refund = defineCall({
  name: 'order.refund',
  transport: 'api',
  method: 'POST',
  uri: '/order/refund',
  params: z.object({ ...memberScope, orderId, reason: textParam(200, 1), amountFen: intParam.check(z.gte(1)) }),
  result: orderDetailSchema,
  errors: {
    notFound,
    notPaid: callError(409, '订单未支付，不能申请退款'),
    already: callError(409, '该订单已申请过退款'),
    tooMuch: callError(400, '退款金额不能超过实付金额'),
    used: callError(409, '订单已核销，不能申请退款'),
  },
});

