import { defineManifest } from '../../lib/manifest';

/** Vip cards: the member's own and buying one (spec §2 account/vip, account/vipBuy). */
export default defineManifest({
  name: 'vip',
  routes: [
    { path: '/app/account/vip', page: () => import('./pages/vip-page'), auth: 'member' },
    { path: '/app/account/vipBuy', page: () => import('./pages/vip-buy-page'), auth: 'member' },
  ],
});
