import type { AppRoute } from '../../app/route-table';

const page = () => import('./pages/info-page');

/** The info group (spec §2): text pages kept by the tenant (named by the path), and the privilege card's offers. */
export const routes: AppRoute[] = [
  { path: '/app/info/protocol/:iid', lazy: page, handle: { name: 'protocol' } },
  { path: '/app/info/forbid/:iid', lazy: page, handle: { name: 'forbid' } },
  { path: '/app/info/insurance/:iid', lazy: page, handle: { name: 'insurance' } },
  { path: '/app/info/helper/:iid', lazy: page, handle: { name: 'helper' } },
  { path: '/app/info/privacy/:iid', lazy: page, handle: { name: 'privacy' } },
  { path: '/app/info/community/:iid', lazy: page, handle: { name: 'community' } },
  { path: '/app/info/glucoseMonitor/:iid', lazy: page, handle: { name: 'glucoseMonitor' } },
  { path: '/app/info/down', lazy: page, handle: { name: 'down' } },
  { path: '/app/info/contact', lazy: page, handle: { name: 'contact' } },
  { path: '/app/info/vipWelfare/:iid', lazy: () => import('./pages/vip-welfare-page'), handle: { name: 'vipWelfare' } },
];
