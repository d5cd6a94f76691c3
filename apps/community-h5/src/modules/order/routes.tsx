import type { AppRoute } from '../../app/route-table';

/** The member's orders and an order's detail (spec §2 order/:iid, order/detail). */
export const routes: AppRoute[] = [
  { path: '/app/order/:iid', lazy: () => import('./pages/order-list-page') },
  { path: '/app/order/detail', lazy: () => import('./pages/order-detail-page') },
];
