import type { AppRoute } from '../../app/route-table';

/** Vip cards: the member's own and buying one (spec §2 account/vip, account/vipBuy). */
export const routes: AppRoute[] = [
  { path: '/app/account/vip', lazy: () => import('./pages/vip-page') },
  { path: '/app/account/vipBuy', lazy: () => import('./pages/vip-buy-page') },
];
