import type { AppRoute } from '../../app/route-table';

/** The member's coupons (spec §2 account/:iid/coupon). */
export const routes: AppRoute[] = [{ path: '/app/account/:iid/coupon', lazy: () => import('./pages/coupon-list-page') }];
