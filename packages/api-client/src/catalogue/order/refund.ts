import * as z from 'zod/mini';
import { callError, defineCall } from '../../define';
import { intParam, memberScope, textParam } from '../shapes';
import { notFound, orderDetailSchema, orderId } from './schemas';

/**
 * Applies for a refund of a paid order (after-sale): its type (REFUND_TYPE: refund only, or return
 * and refund), a reason, an amount up to what is left to refund (`refundableFen` of the detail) and
 * up to 6 uploaded photos (a JSON list of their addresses). Refund only: the refund goes to the
 * payment provider at once (REFUND_STATE.refunding) and the provider's notify makes it refunded.
 * Return and refund (a shipped parcel): the buyer first sends the goods back (awaitingReturn →
 * order.refundEms → refunding). One open refund at a time. Reply: the updated order.
 */
export const refund = defineCall({
  name: 'order.refund',
  transport: 'api',
  method: 'POST',
  uri: '/order/refund',
  params: z.object({
    ...memberScope,
    orderId,
    reason: textParam(200, 1),
    amountFen: intParam.check(z.gte(1)),
    /** REFUND_TYPE; absent: what the order's state asks (a shipped parcel comes back first). */
    refundType: z.optional(intParam.check(z.gte(1), z.lte(2))),
    images: z.optional(textParam(4000)),
  }),
  result: orderDetailSchema,
  errors: {
    notFound,
    notPaid: callError(409, '订单未支付，不能申请退款'),
    already: callError(409, '该订单已申请过退款'),
    tooMuch: callError(400, '退款金额不能超过实付金额'),
    used: callError(409, '订单已核销，不能申请退款'),
    mustReturn: callError(409, '商品已发货，请选择退货退款'),
    nothingToReturn: callError(409, '该订单没有需要寄回的商品，请选择仅退款'),
    notRefundable: callError(409, '该订单不支持退款'),
    badImages: callError(400, '最多上传 6 张图片'),
  },
});

