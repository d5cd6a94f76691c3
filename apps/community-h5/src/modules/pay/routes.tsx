import type { AppRoute } from '../../app/route-table';

/**
 * The pay pages (spec §2 pay group): reached with the location helper's full page load, as
 * WeChat JSAPI payment checks the page URL. The shell skips the site-info reload on them.
 */
export const routes: AppRoute[] = [{ path: '/app/pay/vip-buy', lazy: () => import('./pages/vip-pay-page'), handle: { name: 'vipPay' } }];
