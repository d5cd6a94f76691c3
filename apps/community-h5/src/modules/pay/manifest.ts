import { defineManifest } from '../../lib/manifest';
import { paths } from '../../lib/links';

/**
 * The pay pages (spec §2 pay group): reached with the location helper's full page load, as
 * WeChat JSAPI payment checks the page URL. The shell skips the site-info reload on them.
 */
export default defineManifest({
  name: 'pay',
  routes: [
    {
      path: '/app/pay/vip-buy',
      page: () => import('./pages/vip-pay-page'),
      name: 'vipPay',
      auth: 'member',
    },
  ],
  links: { payVipBuy: paths.payVipBuy },
});
