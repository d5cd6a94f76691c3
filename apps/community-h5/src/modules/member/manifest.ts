import { defineManifest } from '../../lib/manifest';

/**
 * The member (spec §2 account group): sign-in, the personal centre, profile, password, contact,
 * and binding a mobile number to a member who came by WeChat or the app (account/fillinfo).
 */
export default defineManifest({
  name: 'member',
  routes: [
    { path: '/app/account/login', page: () => import('./pages/login-page') },
    { path: '/app/account/personal', page: () => import('./pages/personal-page'), auth: 'member', tab: 'mine' },
    { path: '/app/account/personal/info', page: () => import('./pages/info-page'), auth: 'member' },
    { path: '/app/account/personal/edit', page: () => import('./pages/edit-page'), auth: 'member' },
    { path: '/app/account/personal/password', page: () => import('./pages/password-page'), auth: 'member' },
    { path: '/app/account/contact', page: () => import('./pages/contact-page') },
    { path: '/app/account/fillinfo', page: () => import('./pages/bind-mobile-page'), auth: 'member' },
  ],
});
