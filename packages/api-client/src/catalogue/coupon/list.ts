import * as z from 'zod/mini';
import { defineCall } from '../../define';
import { intParam, memberScope, pageOf } from '../shapes';
import { memberCouponSchema, paged } from './schemas';

/** The member's coupons of one status, newest claim first (spec §7 /api/shop/h5/coupon/list). */
export const list = defineCall({
  name: 'coupon.list',
  transport: 'api',
  method: 'GET',
  uri: '/shop/h5/coupon/list',
  params: z.object({ ...memberScope, status: intParam.check(z.gte(1), z.lte(3)), ...paged.params }),
  result: pageOf(memberCouponSchema),
  paging: paged.paging,
});
