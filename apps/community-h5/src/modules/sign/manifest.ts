import { defineManifest } from '../../lib/manifest';

/** Sign-in sites: subjects, areas and sites, checking in by location or QR, records, rank, certificate, SOS and the maps. */
export default defineManifest({
  name: 'sign',
  routes: [
    { path: '/app/sign/index', page: () => import('./pages/subjects-page') },
    { path: '/app/sign/:iid/index/:subjectid', page: () => import('./pages/subject-page') },
    { path: '/app/sign/:iid/site/:areaid', page: () => import('./pages/area-page') },
    { path: '/app/sign/site', page: () => import('./pages/site-page') },
    { path: '/app/sign/record', page: () => import('./pages/record-page'), auth: 'member' },
    { path: '/app/sign/rank', page: () => import('./pages/rank-page') },
    { path: '/app/sign/cer', page: () => import('./pages/certificate-page'), auth: 'member' },
    { path: '/app/sign/sos', page: () => import('./pages/sos-page'), auth: 'member' },
    { path: '/app/sign/map', page: () => import('./pages/map-page') },
    { path: '/app/map', page: () => import('./pages/map-page') },
  ],
});
