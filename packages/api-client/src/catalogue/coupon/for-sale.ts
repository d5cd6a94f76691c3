import * as z from 'zod/mini';
import { defineCall } from '../../define';
import { fen, iidParam } from '../shapes';
import { couponSchema } from './schemas';

/**
 * The tenant's coupons sold for money and not ended, soonest ending first (the coupon centre lists
 * them beside the free ones, each leading to /app/pay/payCoupon). `stock` is the units left, null
 * for no limit. Free coupons are coupon.open's.
 */
export const forSale = defineCall({
  name: 'coupon.forSale',
  transport: 'api',
  method: 'GET',
  uri: '/shop/coupons/forSale',
  params: z.object({ iid: iidParam }),
  result: z.array(z.extend(couponSchema, { priceFen: fen, stock: z.nullable(z.number().check(z.int(), z.gte(0))) })),
});
