import { defineManifest } from '../../lib/manifest';

/**
 * Vip write-off: the merchant's entrance, write-off and records; the member's code and
 * received benefits.
 */
export default defineManifest({
  name: 'writeoff',
  routes: [
    { path: '/app/pay/vipWriteOff_index', page: () => import('./pages/write-off-index-page'), auth: 'member' },
    { path: '/app/pay/vipWriteOff', page: () => import('./pages/write-off-page'), auth: 'member' },
    { path: '/app/vipWriteOff/:iid/record/list', page: () => import('./pages/record-list-page'), auth: 'member', params: { iid: '\\d+' } },
    { path: '/app/vipWriteOff/:iid/record/recv', page: () => import('./pages/record-recv-page'), auth: 'member', params: { iid: '\\d+' } },
  ],
});
