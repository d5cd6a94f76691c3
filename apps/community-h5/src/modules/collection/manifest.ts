import { defineManifest } from '../../lib/manifest';

/** The member's collections (spec §2 collection/list). */
export default defineManifest({
  name: 'collection',
  routes: [
    {
      path: '/app/collection/list',
      page: () => import('./pages/collection-list-page'),
      auth: 'member',
    },
  ],
});
