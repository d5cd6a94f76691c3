import { defineManifest } from '../../lib/manifest';

/**
 * The checkout pages (spec §2 pay group): reached with the location helper's full page load, as
 * WeChat JSAPI payment checks the page URL. The shell skips the site-info reload on them.
 */
export default defineManifest({
  name: 'checkout',
  routes: [
    {
      path: '/app/pay/vip-buy',
      page: () => import('./pages/vip-pay-page'),
      name: 'vipPay',
      auth: 'member',
    },
    { path: '/app/pay/mall-order', page: () => import('./pages/order-confirm-page'), auth: 'member' },
    { path: '/app/pay/store-order', page: () => import('./pages/order-confirm-page'), auth: 'member' },
    { path: '/app/pay/vip-pay', page: () => import('./pages/order-confirm-page'), auth: 'member' },
    { path: '/app/pay/order', page: () => import('./pages/cashier-page'), auth: 'member' },
    { path: '/app/pay/detail', page: () => import('./pages/cashier-page'), auth: 'member' },
    { path: '/app/pay/paySuccess', page: () => import('./pages/pay-success-page'), auth: 'member' },
    { path: '/app/pay/payCoupon', page: () => import('./pages/pay-coupon-page'), auth: 'member' },
    { path: '/app/pay/advance', page: () => import('./pages/presale-page'), auth: 'member' },
    { path: '/app/pay/advance1', page: () => import('./pages/presale-page'), auth: 'member' },
  ],
});
