import { defineManifest } from '../../lib/manifest';

/**
 * The site (the server's `site` module: short links, the host's tenant, site info): `/s/:code`
 * reached inside the app (a full load is handled before the app mounts, in main.tsx).
 */
export default defineManifest({
  name: 'site',
  routes: [{ path: '/s/:code', page: () => import('./pages/short-link-page') }],
});
