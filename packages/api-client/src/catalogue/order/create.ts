import * as z from 'zod/mini';
import { defineCall } from '../../define';
import { fen, instant, optionalToken } from '../shapes';
import { orderErrors, orderPayloadFields } from './schemas';

/**
 * Creates an order from the payload of spec §3 at exactly the price order.calculate gives
 * (the page's amount is never trusted: `payPrice`, when sent, must equal it), for any business
 * type a module sells (BUSINESS_TYPE). Stock/places, coupons, points and the discount code are
 * taken in one transaction with the order, or nothing is. The same payload again while its order
 * waits answers that order. Reply: its id, what to pay, and when it is cancelled if unpaid.
 */
export const create = defineCall({
  name: 'order.create',
  transport: 'gateway',
  method: 'GET',
  kind: 'mutation',
  uri: '/h5/order/create',
  params: z.object({ ...orderPayloadFields, ...optionalToken }),
  result: z.object({ orderId: z.string(), payPrice: fen, expiresAt: z.optional(z.nullable(instant)) }),
  errors: orderErrors,
});
