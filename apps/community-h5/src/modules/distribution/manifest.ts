import { defineManifest } from '../../lib/manifest';
import { paths } from '../../lib/links';

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
  links: {
    distrCenter: paths.distrCenter,
    distrApply: paths.distrApply,
    distrList: paths.distrList,
    distrApproval: paths.distrApproval,
    distrTeam: paths.distrTeam,
    distrAttention: paths.distrAttention,
    distrAnylsis: paths.distrAnylsis,
    distribution: paths.distribution,
    disShare: paths.disShare,
    disBind: paths.disBind,
  },
});
