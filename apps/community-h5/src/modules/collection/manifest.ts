import { defineManifest } from '../../lib/manifest';
import { paths } from '../../lib/links';

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
  links: { collections: paths.collections },
});
