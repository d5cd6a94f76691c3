import { defineManifest } from '../../lib/manifest';
import { paths } from '../../lib/links';

/** The member's account pages (spec §2 account group): sign-in, personal centre, profile, contact. */
export default defineManifest({
  name: 'account',
  routes: [
    { path: '/app/account/login', page: () => import('./pages/login-page') },
    { path: '/app/account/personal', page: () => import('./pages/personal-page'), auth: 'member' },
    { path: '/app/account/personal/info', page: () => import('./pages/info-page'), auth: 'member' },
    { path: '/app/account/personal/edit', page: () => import('./pages/edit-page'), auth: 'member' },
    { path: '/app/account/personal/password', page: () => import('./pages/password-page'), auth: 'member' },
    { path: '/app/account/contact', page: () => import('./pages/contact-page') },
  ],
  links: {
    login: paths.login,
    personal: paths.personal,
    personalInfo: paths.personalInfo,
    personalEdit: paths.personalEdit,
    personalPassword: paths.personalPassword,
    contact: paths.contact,
  },
});
