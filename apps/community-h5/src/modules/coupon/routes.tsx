import type { RouteObject } from 'react-router-dom';

/** The member's coupons (spec §2 account/:iid/coupon). */
export const routes: RouteObject[] = [{ path: '/app/account/:iid/coupon', lazy: () => import('./pages/coupon-list-page') }];
