import type { AppRoute } from '../../app/route-table';

/** Choosing an address or a city for another page (spec §2 address/:iid/select, address/:iid/selectCity). */
export const routes: AppRoute[] = [
  { path: '/app/address/:iid/select', lazy: () => import('./pages/select-page') },
  { path: '/app/address/:iid/selectCity', lazy: () => import('./pages/select-city-page') },
];
