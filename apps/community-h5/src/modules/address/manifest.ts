import { defineManifest } from '../../lib/manifest';

/**
 * The member's addresses (spec §2 mall/address/list, mall/address/manage) and choosing an address
 * or a city for another page (address/:iid/select, address/:iid/selectCity).
 */
export default defineManifest({
  name: 'address',
  routes: [
    { path: '/app/mall/address/list', page: () => import('./pages/address-list-page'), auth: 'member' },
    { path: '/app/mall/address/manage', page: () => import('./pages/address-manage-page'), auth: 'member' },
    { path: '/app/address/:iid/select', page: () => import('./pages/select-page'), auth: 'member' },
    { path: '/app/address/:iid/selectCity', page: () => import('./pages/select-city-page') },
  ],
});
