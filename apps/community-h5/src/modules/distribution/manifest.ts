import { defineManifest } from '../../lib/manifest';

/** Distribution (spec §2 account distr/*, distribution; dis share and bind): roles, team, fans, analysis, sharing. */
export default defineManifest({
  name: 'distribution',
  routes: [
    { path: '/app/account/distr/center', page: () => import('./pages/center-page'), auth: 'member' },
    { path: '/app/account/distribution', page: () => import('./pages/center-page'), auth: 'member' },
    { path: '/app/account/distr/apply', page: () => import('./pages/apply-page'), auth: 'member' },
    { path: '/app/account/distr/list', page: () => import('./pages/list-page'), auth: 'member' },
    { path: '/app/account/distr/approval', page: () => import('./pages/approval-page'), auth: 'member' },
    { path: '/app/account/distr/team', page: () => import('./pages/team-page'), auth: 'member' },
    { path: '/app/account/distr/attention', page: () => import('./pages/attention-page'), auth: 'member' },
    { path: '/app/account/distr/anylsis', page: () => import('./pages/anylsis-page'), auth: 'member' },
    { path: '/app/dis/share', page: () => import('./pages/share-page'), auth: 'member' },
    { path: '/app/dis/bind', page: () => import('./pages/bind-page'), auth: 'member' },
  ],
});
