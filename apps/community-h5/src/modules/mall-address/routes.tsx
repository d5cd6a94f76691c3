import type { AppRoute } from '../../app/route-table';

/** Delivery addresses: the list and the add/edit form (spec §2 mall/address/list, mall/address/manage). */
export const routes: AppRoute[] = [
  { path: '/app/mall/address/list', lazy: () => import('./pages/address-list-page') },
  { path: '/app/mall/address/manage', lazy: () => import('./pages/address-manage-page') },
];
