import { z } from 'zod';
import { defineCall } from '../../define';
import { idParam, instant, memberScope, pageOf, pageParams } from './shapes';

/** Status filter of the member's coupons: 1 usable, 2 used, 3 expired. */
export const MEMBER_COUPON_STATUS = { usable: 1, used: 2, expired: 3 } as const;

/**
 * A coupon (spec §3). `discountType` 1: `minusPrice` is an amount in yuan taken off; otherwise
 * `minusPrice` is a discount (8.5 = 8.5折). `fullPrice` is the threshold in yuan, 0 for none.
 */
export const memberCouponSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  discountType: z.number().int(),
  minusPrice: z.number(),
  fullPrice: z.number(),
  endTime: instant,
  /** The member's status of it: 1 usable, 2 used, 3 expired. */
  status: z.number().int(),
  /** The coupon template it was claimed from (the id a claim sends). */
  couponId: z.number().int(),
});
export type MemberCoupon = z.infer<typeof memberCouponSchema>;

/** The member's coupons of one status, newest claim first (spec §7). */
export const memberCouponList = defineCall({
  name: 'member.couponList',
  transport: 'api',
  method: 'GET',
  uri: '/shop/h5/coupon/list',
  params: z.object({ ...memberScope, status: z.coerce.number<number | string>().int().min(1).max(3), ...pageParams }),
  result: pageOf(memberCouponSchema),
  paging: { page: 'pageNumber', defaultSize: 10 },
});

/**
 * Claims coupons (the popup's type 5). `couponIds`: a JSON list of coupon (template) ids as
 * text, e.g. '[1001,1002]'. Claims each once per member; an id already claimed is skipped. Reply
 * `{ t: n }`, the number newly claimed; an unknown, ended or other tenant's coupon is
 * `{ code: 404, msg: '优惠券不存在或已过期' }` and nothing is claimed.
 */
export const memberCouponsRecv = defineCall({
  name: 'member.couponsRecv',
  transport: 'api',
  method: 'POST',
  uri: '/shop/coupons/recv',
  params: z.object({ ...memberScope, couponIds: z.string().min(2).max(2000) }),
  result: z.number().int(),
});

/** Claims one coupon by its id; same rules as `memberCouponsRecv`. Reply `{ t: n }` (0 when held already). */
export const memberCouponRecv = defineCall({
  name: 'member.couponRecv',
  transport: 'api',
  method: 'POST',
  uri: '/shop/coupon/recv',
  params: z.object({ ...memberScope, couponId: idParam }),
  result: z.number().int(),
});
