import { defineManifest } from '../../lib/manifest';

const page = () => import('./pages/info-page');

/** The info group (spec §2): text pages kept by the tenant (named by the path), and the privilege card's offers. */
export default defineManifest({
  name: 'info',
  routes: [
    { path: '/app/info/protocol/:iid', page, name: 'protocol' },
    { path: '/app/info/forbid/:iid', page, name: 'forbid' },
    { path: '/app/info/insurance/:iid', page, name: 'insurance' },
    { path: '/app/info/helper/:iid', page, name: 'helper' },
    { path: '/app/info/privacy/:iid', page, name: 'privacy' },
    { path: '/app/info/community/:iid', page, name: 'community' },
    { path: '/app/info/glucoseMonitor/:iid', page, name: 'glucoseMonitor' },
    { path: '/app/info/down', page, name: 'down' },
    { path: '/app/info/contact', page, name: 'contact' },
    {
      path: '/app/info/vipWelfare/:iid',
      page: () => import('./pages/vip-welfare-page'),
      name: 'vipWelfare',
    },
  ],
});
