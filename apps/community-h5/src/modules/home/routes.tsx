import type { AppRoute } from '../../app/route-table';

/** The shell's `/` and the home group (spec §2: index, category); its landing pages may show the site popup. */
export const routes: AppRoute[] = [
  { path: '/', lazy: () => import('./pages/root-page') },
  { path: '/app/index/:iid', lazy: () => import('./pages/index-page'), handle: { name: 'index', popup: true } },
  { path: '/app/index/:iid/new', lazy: () => import('./pages/new-page'), handle: { name: 'indexNew', popup: true } },
  { path: '/app/index/:iid/coupon', lazy: () => import('./pages/coupon-page'), handle: { name: 'indexCoupon' } },
  { path: '/app/index/special/:iid/:id', lazy: () => import('./pages/special-page'), handle: { name: 'indexSpecial', popup: true } },
  { path: '/app/index/topic/:iid', lazy: () => import('./pages/topic-page'), handle: { name: 'indexTopic', popup: true } },
  { path: '/app/category/:iid', lazy: () => import('./pages/category-page'), handle: { name: 'category', popup: true } },
];
