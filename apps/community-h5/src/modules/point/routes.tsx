import type { AppRoute } from '../../app/route-table';

/** Points and the daily sign-in (spec §2 account/point, account/point/detail). */
export const routes: AppRoute[] = [
  { path: '/app/account/point', lazy: () => import('./pages/point-page') },
  { path: '/app/account/point/detail', lazy: () => import('./pages/point-detail-page') },
];
