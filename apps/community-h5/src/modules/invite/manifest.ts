import { defineManifest } from '../../lib/manifest';

/** Sub-accounts and invitations (spec §7 cmgoods): codes, binding with one, the inviter's rewards. */
export default defineManifest({
  name: 'invite',
  routes: [
    { path: '/app/account/subaccount', page: () => import('./pages/subaccount-page'), auth: 'member' },
    { path: '/app/account/invitation-account', page: () => import('./pages/invitation-account-page'), auth: 'member' },
    { path: '/app/account/invitation', page: () => import('./pages/invitation-page'), auth: 'member' },
    { path: '/app/invitation/bind', page: () => import('./pages/bind-page'), auth: 'member' },
    { path: '/app/invitation/gifts', page: () => import('./pages/gifts-page'), auth: 'member' },
    { path: '/app/invitation/actseller/:iid', page: () => import('./pages/actseller-page'), auth: 'member', params: { iid: '\\d+' } },
  ],
});
