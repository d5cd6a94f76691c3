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
  ],
  links: { orders: paths.orders, orderDetail: paths.orderDetail },
});
