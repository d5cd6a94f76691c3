import { defineManifest } from '../../lib/manifest';

/** Real cards: activate with number and password, the member's cards and benefits, renewal (pay/card), the card's red packet. */
export default defineManifest({
  name: 'realcard',
  routes: [
    { path: '/app/realcard/activate', page: () => import('./pages/activate-page'), auth: 'member' },
    { path: '/app/realcard/query', page: () => import('./pages/query-page'), auth: 'member' },
    { path: '/app/realcard/empty', page: () => import('./pages/empty-page') },
    { path: '/app/realcard/extend', page: () => import('./pages/extend-page'), name: 'extend', auth: 'member' },
    { path: '/app/realcard/redpacket', page: () => import('./pages/redpacket-page'), name: 'redpacket', auth: 'member' },
    { path: '/app/pay/card', page: () => import('./pages/card-pay-page'), auth: 'member' },
  ],
});
