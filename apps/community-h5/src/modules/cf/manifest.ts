import { defineManifest } from '../../lib/manifest';

const project = () => import('./pages/project-page');
const LAYOUTS = ['fir', 'sec', 'thi', 'fou', 'fif', 'six', 'sev', 'eig', 'nin'] as const;

/**
 * Crowdfunding: a project's page (index and its nine layouts fir…nin: one page component), its
 * story, launching and the payout account, support (pay and /app/pay/cf_pay through the order
 * kernel), the reward's delivery address, questions, supporters, rank, sharing and contact.
 */
export default defineManifest({
  name: 'cf',
  routes: [
    { path: '/app/cf/:iid/index', page: project, params: { iid: '\\d+' } },
    ...LAYOUTS.map((layout) => ({ path: `/app/cf/:iid/index/${layout}`, page: project, params: { iid: '\\d+' } })),
    { path: '/app/cf/:iid/infos', page: () => import('./pages/infos-page') },
    { path: '/app/cf/:iid/infos_jump', page: () => import('./pages/infos-page') },
    { path: '/app/cf/:iid/launch', page: () => import('./pages/launch-page'), auth: 'member' },
    { path: '/app/cf/:iid/bind', page: () => import('./pages/bind-page'), auth: 'member' },
    { path: '/app/cf/:iid/share', page: () => import('./pages/share-page') },
    { path: '/app/cf/:iid/shareSuccess', page: () => import('./pages/share-page'), auth: 'member' },
    { path: '/app/cf/:iid/pay', page: () => import('./pages/support-page'), auth: 'member' },
    { path: '/app/cf/:iid/place', page: () => import('./pages/place-page'), auth: 'member' },
    { path: '/app/cf/:iid/question', page: () => import('./pages/question-page') },
    { path: '/app/cf/:iid/supporter', page: () => import('./pages/supporter-page') },
    { path: '/app/cf/:iid/backer', page: () => import('./pages/supporter-page') },
    { path: '/app/cf/:iid/rank', page: () => import('./pages/rank-page') },
    { path: '/app/cf/:iid/customer', page: () => import('./pages/customer-page') },
    { path: '/app/pay/cf_pay', page: () => import('./pages/cf-pay-page'), auth: 'member' },
  ],
});
