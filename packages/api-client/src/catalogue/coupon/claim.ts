import * as z from 'zod/mini';
import { callError, defineCall } from '../../define';
import { memberScope, textParam } from '../shapes';
import { couponSaleErrors, notClaimable } from './schemas';

/**
 * Claims coupons (the popup's type 5). `couponIds`: a JSON list of coupon (template) ids as
 * text, e.g. '[1001,1002]'. Claims each once per member; an id already claimed is skipped. Reply
 * `{ t: n }`, the number newly claimed; an unknown, ended or other tenant's coupon is
 * `notClaimable`, a coupon sold for money `paidOnly` (it is bought on /app/pay/payCoupon), and
 * nothing is claimed.
 */
export const claim = defineCall({
  name: 'coupon.claim',
  transport: 'api',
  method: 'POST',
  uri: '/shop/coupons/recv',
  params: z.object({ ...memberScope, couponIds: textParam(2000, 2) }),
  result: z.number().check(z.int()),
  errors: { badIds: callError(400, '优惠券参数错误'), notClaimable, paidOnly: couponSaleErrors.paidOnly },
});
