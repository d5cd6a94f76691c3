import { defineManifest } from '../../lib/manifest';

/** The shell's `/` and the home group (spec §2: index, category); its landing pages may show the site popup. */
export default defineManifest({
  name: 'home',
  routes: [
    { path: '/', page: () => import('./pages/root-page') },
    {
      path: '/app/index/:iid',
      page: () => import('./pages/index-page'),
      name: 'index',
      popup: true,
      tab: 'home',
      ssr: true,
    },
    {
      path: '/app/index/:iid/new',
      page: () => import('./pages/new-page'),
      name: 'indexNew',
      popup: true,
    },
    {
      path: '/app/index/:iid/coupon',
      page: () => import('./pages/coupon-page'),
      name: 'indexCoupon',
    },
    {
      path: '/app/index/special/:iid/:id',
      page: () => import('./pages/special-page'),
      name: 'indexSpecial',
      popup: true,
    },
    {
      path: '/app/index/topic/:iid',
      page: () => import('./pages/topic-page'),
      name: 'indexTopic',
      popup: true,
    },
    {
      path: '/app/category/:iid',
      page: () => import('./pages/category-page'),
      name: 'category',
      popup: true,
    },
  ],
});
