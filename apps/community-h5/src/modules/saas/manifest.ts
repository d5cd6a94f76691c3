import { defineManifest } from '../../lib/manifest';

/** The organisation's paid plan (pay/saas, through the order kernel) and the poster of its page (pay/saasposter). */
export default defineManifest({
  name: 'saas',
  routes: [
    { path: '/app/pay/saas', page: () => import('./pages/saas-page'), auth: 'member' },
    { path: '/app/pay/saasposter', page: () => import('./pages/saas-poster-page'), auth: 'member' },
  ],
});
