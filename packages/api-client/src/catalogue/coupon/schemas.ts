import { z } from 'zod';
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
  id: z.number().int(),
  name: z.string(),
  discountType: z.number().int(),
  minusPrice: z.number().int().min(0),
  fullPrice: fen,
  endTime: instant,
});
export type Coupon = z.infer<typeof couponSchema>;

/** A coupon a member holds: the coupon, the member's state of it, and the coupon it was claimed from. */
export const memberCouponSchema = couponSchema.extend({
  /** 1 usable, 2 used, 3 expired (COUPON_STATUS). */
  status: z.number().int(),
  /** The coupon (template) it was claimed from: the id a claim sends. */
  couponId: z.number().int(),
});
export type MemberCoupon = z.infer<typeof memberCouponSchema>;

export const paged = pagedByPageNumber();
export const notClaimable = callError(404, '优惠券不存在或已过期');
