import { defineManifest } from '../../lib/manifest';

/** The member's orders and an order's detail (spec §2 order/:iid, order/detail), and friend pay (buyShare, shareSupport, shareDetail). */
export default defineManifest({
  name: 'order',
  routes: [
    {
      path: '/app/order/:iid',
      page: () => import('./pages/order-list-page'),
      auth: 'member',
      params: { iid: '\\d+' },
    },
    { path: '/app/order/detail', page: () => import('./pages/order-detail-page'), auth: 'member' },
    { path: '/app/order/comment', page: () => import('./pages/order-comment-page'), auth: 'member' },
    { path: '/app/order/used', page: () => import('./pages/order-used-page'), auth: 'member' },
    { path: '/app/order/cer', page: () => import('./pages/order-used-page'), auth: 'member' },
    { path: '/app/order/ems', page: () => import('./pages/order-ems-page'), auth: 'member' },
    { path: '/app/order/:iid/buyShare', page: () => import('./pages/buy-share-page'), auth: 'member', params: { iid: '\\d+' } },
    { path: '/app/order/shareSupport', page: () => import('./pages/share-support-page'), auth: 'member' },
    { path: '/app/order/shareDetail', page: () => import('./pages/share-detail-page') },
  ],
});
