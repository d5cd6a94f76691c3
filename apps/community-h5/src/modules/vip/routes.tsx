import type { RouteObject } from 'react-router-dom';

/** Vip cards: the member's own and buying one (spec §2 account/vip, account/vipBuy). */
export const routes: RouteObject[] = [
  { path: '/app/account/vip', lazy: () => import('./pages/vip-page') },
  { path: '/app/account/vipBuy', lazy: () => import('./pages/vip-buy-page') },
];
