import type { AppRoute } from '../../app/route-table';

/** The member's account pages (spec §2 account group): sign-in, personal centre, profile, contact. */
export const routes: AppRoute[] = [
  { path: '/app/account/login', lazy: () => import('./pages/login-page') },
  { path: '/app/account/personal', lazy: () => import('./pages/personal-page') },
  { path: '/app/account/personal/info', lazy: () => import('./pages/info-page') },
  { path: '/app/account/personal/edit', lazy: () => import('./pages/edit-page') },
  { path: '/app/account/contact', lazy: () => import('./pages/contact-page') },
];
