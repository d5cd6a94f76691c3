import * as z from 'zod/mini';
import { callError, defineCall } from '../../define';
import { memberScope, textParam } from '../shapes';
import { notFound, orderDetailSchema, orderId } from './schemas';

/**
 * Gives the return parcel's tracking number of a refund (refund EMS). Allowed only while the
 * refund waits for the parcel (REFUND_STATE.awaitingReturn), else `noReturnDue`. Reply: the
 * updated order.
 */
export const refundEms = defineCall({
  name: 'order.refundEms',
  transport: 'api',
  method: 'POST',
  uri: '/h5/order/update/refundEms',
  params: z.object({ ...memberScope, orderId, refundEms: textParam(30).check(z.regex(/^[A-Za-z0-9]{8,30}$/)) }),
  result: orderDetailSchema,
  errors: { notFound, noReturnDue: callError(409, '当前订单无需填写退货物流') },
});
