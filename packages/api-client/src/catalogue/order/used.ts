import * as z from 'zod/mini';
import { callError, defineCall } from '../../define';
import { iidParam, instant, optionalToken } from '../shapes';
import { notFound, orderId } from './schemas';

/**
 * The verification code of one of the member's paid orders (spec §7 used/checkByUserId), for
 * goods and places used in person: the used page shows it as a QR code, the certificate page
 * (cer) the order once used.
 */
export const used = defineCall({
  name: 'order.used',
  transport: 'gateway',
  method: 'GET',
  uri: '/h5/order/used/checkByUserId',
  params: z.object({ iid: iidParam, orderId, ...optionalToken }),
  result: z.object({ orderId: z.string(), title: z.string(), num: z.number().check(z.int()), useCode: z.string(), usedAt: z.nullable(instant), paidAt: z.nullable(instant) }),
  errors: { notFound, notPaid: callError(409, '订单支付后才有核销码') },
});
