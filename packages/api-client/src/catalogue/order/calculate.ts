import * as z from 'zod/mini';
import { defineCall } from '../../define';
import { optionalToken } from '../shapes';
import { orderErrors, orderPayloadFields, orderPriceSchema } from './schemas';

/**
 * Prices a payload of spec §3 for the signed-in member, as order.create will: the seller's
 * price, fees and insurance, the held coupons (every one listed, usable or with the reason it is
 * not), the discount code, the points. Nothing is taken.
 */
export const calculate = defineCall({
  name: 'order.calculate',
  transport: 'gateway',
  method: 'GET',
  uri: '/h5/order/calculate',
  params: z.object({ ...orderPayloadFields, ...optionalToken }),
  result: orderPriceSchema,
  errors: orderErrors,
});
