import * as z from 'zod/mini';
import { defineCall } from '../../define';
import { idParam, memberScope } from '../shapes';
import { couponSaleErrors, notClaimable } from './schemas';

/** Claims one coupon by its id; same rules as `claim`. Reply `{ t: n }` (0 when held already). */
export const claimOne = defineCall({
  name: 'coupon.claimOne',
  transport: 'api',
  method: 'POST',
  uri: '/shop/coupon/recv',
  params: z.object({ ...memberScope, couponId: idParam }),
  result: z.number().check(z.int()),
  errors: { notClaimable, paidOnly: couponSaleErrors.paidOnly },
});
