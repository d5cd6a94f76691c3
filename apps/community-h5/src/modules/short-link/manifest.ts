import { defineManifest } from '../../lib/manifest';

/** /s/:code reached inside the app (a full load is handled before the app mounts, in main.tsx). */
export default defineManifest({
  name: 'short-link',
  routes: [{ path: '/s/:code', page: () => import('./pages/short-link-page') }],
});
