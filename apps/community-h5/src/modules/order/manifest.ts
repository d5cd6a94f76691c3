import { defineManifest } from '../../lib/manifest';
import { paths } from '../../lib/links';

/** The member's orders and an order's detail (spec §2 order/:iid, order/detail). */
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
  ],
  links: { orders: paths.orders, orderDetail: paths.orderDetail, orderComment: paths.orderComment, orderUsed: paths.orderUsed, orderEms: paths.orderEms },
});
