import * as z from 'zod/mini';
import { defineCall } from '../../define';
import { iidParam } from '../shapes';
import { couponSchema } from './schemas';

/** The tenant's coupons open for claiming, soonest ending first (the home coupon page). */
export const open = defineCall({
  name: 'coupon.open',
  transport: 'api',
  method: 'GET',
  uri: '/shop/coupons/open',
  params: z.object({ iid: iidParam }),
  result: z.array(couponSchema),
});
