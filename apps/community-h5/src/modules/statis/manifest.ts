import { defineManifest } from '../../lib/manifest';

/** The organisation's statistics, drawn as SVG charts, for members whose role in the tenant opens them. */
export default defineManifest({
  name: 'statis',
  routes: [
    { path: '/app/statis/weekact', page: () => import('./pages/weekact-page'), auth: 'member' },
    { path: '/app/statis/adperson', page: () => import('./pages/adperson-page'), auth: 'member' },
    { path: '/app/statis/adtrade', page: () => import('./pages/adtrade-page'), auth: 'member' },
    { path: '/app/statis/adinsure', page: () => import('./pages/adinsure-page'), auth: 'member' },
    { path: '/app/statis/leader', page: () => import('./pages/leader-page'), auth: 'member' },
    { path: '/app/statis/sms', page: () => import('./pages/sms-page'), auth: 'member' },
  ],
});
