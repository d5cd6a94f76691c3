import type { RouteObject } from 'react-router-dom';

/** The member's orders and an order's detail (spec §2 order/:iid, order/detail). */
export const routes: RouteObject[] = [
  { path: '/app/order/:iid', lazy: () => import('./pages/order-list-page') },
  { path: '/app/order/detail', lazy: () => import('./pages/order-detail-page') },
];
