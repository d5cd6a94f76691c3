import * as z from 'zod/mini';
import { defineCall } from '../../define';
import { fen, iidParam, instant, optionalToken } from '../shapes';
import { notFound, orderId } from './schemas';

/**
 * What the cashier shows of one of the member's orders (spec §7 payDetail): the amount, the
 * status, and when it is cancelled if unpaid (the countdown). paySuccess polls it until paid.
 */
export const payDetail = defineCall({
  name: 'order.payDetail',
  transport: 'gateway',
  method: 'GET',
  uri: '/h5/order/payDetail',
  params: z.object({ iid: iidParam, orderId, ...optionalToken }),
  result: z.object({
    orderId: z.string(),
    title: z.string(),
    image: z.string(),
    businessType: z.number().check(z.int()),
    status: z.number().check(z.int()),
    payFen: fen,
    expiresAt: z.nullable(instant),
    /** The server's clock, so the countdown does not trust the phone's. */
    serverTime: instant,
    paidAt: z.nullable(instant),
  }),
  errors: { notFound },
});
