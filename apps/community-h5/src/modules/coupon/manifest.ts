import { defineManifest } from '../../lib/manifest';

/** The member's coupons (spec §2 account/:iid/coupon). */
export default defineManifest({
  name: 'coupon',
  routes: [
    {
      path: '/app/account/:iid/coupon',
      page: () => import('./pages/coupon-list-page'),
      auth: 'member',
    },
  ],
});
