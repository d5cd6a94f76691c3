import * as z from 'zod/mini';
import { defineCall } from '../../define';
import { idParam, memberScope } from '../shapes';
import { couponSaleErrors, couponSaleSchema } from './schemas';

/**
 * A coupon sold for money, as /app/pay/payCoupon shows it to the member: the coupon, its price in
 * fen, the units left, its rules and whether the member can buy it (COUPON_SALE_STATE). It is
 * bought with order.create (orderType BUSINESS_TYPE.coupon, keys = the coupon id) and issued to
 * the member once the payment's verified notify comes.
 */
export const sale = defineCall({
  name: 'coupon.sale',
  transport: 'api',
  method: 'GET',
  uri: '/shop/coupon/sale',
  params: z.object({ ...memberScope, couponId: idParam }),
  result: couponSaleSchema,
  errors: { notOnSale: couponSaleErrors.notOnSale },
});
