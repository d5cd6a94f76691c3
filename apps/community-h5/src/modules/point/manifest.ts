import { defineManifest } from '../../lib/manifest';

/** Points and the daily sign-in (spec §2 account/point, account/point/detail). */
export default defineManifest({
  name: 'point',
  routes: [
    { path: '/app/account/point', page: () => import('./pages/point-page'), auth: 'member' },
    {
      path: '/app/account/point/detail',
      page: () => import('./pages/point-detail-page'),
      auth: 'member',
    },
  ],
});
