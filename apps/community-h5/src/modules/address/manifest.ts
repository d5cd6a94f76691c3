import { defineManifest } from '../../lib/manifest';

/** Choosing an address or a city for another page (spec §2 address/:iid/select, address/:iid/selectCity). */
export default defineManifest({
  name: 'address',
  routes: [
    { path: '/app/address/:iid/select', page: () => import('./pages/select-page'), auth: 'member' },
    { path: '/app/address/:iid/selectCity', page: () => import('./pages/select-city-page') },
  ],
});
