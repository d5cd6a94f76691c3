import * as z from 'zod/mini';
import { callError } from '../../define';
import { fen, instant, pagedByPageNumber } from '../shapes';

/** Spec §3 discountType: 1 an amount off; any other value a discount. */
export const DISCOUNT_TYPE = { amount: 1, discount: 2 } as const;

/** The member's coupon by state (the list's `status` filter): 1 usable, 2 used, 3 expired. */
export const COUPON_STATUS = { usable: 1, used: 2, expired: 3 } as const;

/**
 * A coupon the tenant hands out (spec §3: id, name, discountType, minusPrice, fullPrice, endTime).
 * `discountType` 1: `minusPrice` is the amount taken off, in fen; otherwise `minusPrice` is the
 * share still paid, in per cent (85 = 8.5折). `fullPrice` is the threshold in fen, 0 for none.
 */
export const couponSchema = z.object({
  id: z.number().check(z.int()),
  name: z.string(),
  discountType: z.number().check(z.int()),
  minusPrice: z.number().check(z.int(), z.gte(0)),
  fullPrice: fen,
  endTime: instant,
});
export type Coupon = z.infer<typeof couponSchema>;

/** A coupon a member holds: the coupon, the member's state of it, and the coupon it was claimed from. */
export const memberCouponSchema = z.extend(couponSchema, {
  /** 1 usable, 2 used, 3 expired (COUPON_STATUS). */
  status: z.number().check(z.int()),
  /** The coupon (template) it was claimed from: the id a claim sends. */
  couponId: z.number().check(z.int()),
});
export type MemberCoupon = z.infer<typeof memberCouponSchema>;

export const paged = pagedByPageNumber();
export const notClaimable = callError(404, '优惠券不存在或已过期');

/**
 * A paid coupon's state for the member (coupon.sale): 0 on sale, 1 the member's order waits for
 * payment, 2 bought (held), 3 sold out, 4 the coupon has ended.
 */
export const COUPON_SALE_STATE = { onSale: 0, waiting: 1, held: 2, soldOut: 3, ended: 4 } as const;

/** A coupon sold for money (/app/pay/payCoupon): the coupon, its price and stock, its rules and the member's state. */
export const couponSaleSchema = z.extend(couponSchema, {
  /** The price in fen (0 for a coupon that is claimed free). */
  priceFen: fen,
  /** Units left to sell; null for no limit. */
  stock: z.nullable(z.number().check(z.int(), z.gte(0))),
  /** How the coupon may be used, as the tenant wrote it ('' for none). */
  rules: z.string(),
  /** COUPON_SALE_STATE. */
  state: z.number().check(z.int()),
  /** The member's waiting order of it (state 1), else ''. */
  orderId: z.string(),
});
export type CouponSale = z.infer<typeof couponSaleSchema>;

/** Refusals of buying a coupon (order.create with orderType BUSINESS_TYPE.coupon). */
export const couponSaleErrors = {
  notOnSale: callError(404, '该优惠券不存在或未在售'),
  soldOut: callError(1211, '优惠券已售罄'),
  alreadyBought: callError(1212, '您已购买过该优惠券'),
  ended: callError(1213, '优惠券已过期，无法购买'),
  paidOnly: callError(1214, '该优惠券需购买获得'),
} as const;
