import { defineManifest } from '../../lib/manifest';

/** Campsites and homestays: lists, a place, its rooms and packages, booking, and the member's bookings. */
export default defineManifest({
  name: 'stay',
  routes: [
    { path: '/app/campsite/:iid', page: () => import('./pages/place-list-page') },
    { path: '/app/campsite/:iid/roomDetail', page: () => import('./pages/room-page') },
    { path: '/app/campsite/:iid/package/:packageId', page: () => import('./pages/package-page') },
    { path: '/app/campsite/:iid/:campsiteId', page: () => import('./pages/place-page'), params: { campsiteId: '\\d+' } },
    { path: '/app/bnb/:iid/:bnbId', page: () => import('./pages/place-page') },
    { path: '/app/reserve/list', page: () => import('./pages/reserve-list-page'), auth: 'member' },
    { path: '/app/reserve/verify', page: () => import('./pages/verify-page'), auth: 'member' },
  ],
});
