import type { RouteObject } from 'react-router-dom';

/** Choosing an address or a city for another page (spec §2 address/:iid/select, address/:iid/selectCity). */
export const routes: RouteObject[] = [
  { path: '/app/address/:iid/select', lazy: () => import('./pages/select-page') },
  { path: '/app/address/:iid/selectCity', lazy: () => import('./pages/select-city-page') },
];
