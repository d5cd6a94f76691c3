import { route } from './route';

/** The member's coupons (spec §2 account/:iid/coupon). */
export const couponLinks = {
  list: route('/app/account/:iid/coupon?status?'),
};
