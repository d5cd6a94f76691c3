import type { RouteObject } from 'react-router-dom';
import { consoleLinks } from '../lib/links';

/** Each page and the frame are chunks of their own, loaded when opened (the first load carries the shell and sign-in only). */
export const consoleRoutes: RouteObject[] = [
  { path: consoleLinks.signIn, lazy: () => import('../pages/sign-in-page') },
  {
    path: '/',
    // The frame (menu, tenant switch, antd's message and modal) is a chunk of its own: the sign-in page loads without it.
    lazy: () => import('./shell'),
    children: [
      { index: true, lazy: () => import('../pages/home-page') },
      { path: consoleLinks.tenants.slice(1), lazy: () => import('../pages/tenants-page') },
      { path: consoleLinks.settings.slice(1), lazy: () => import('../pages/settings-page') },
      { path: consoleLinks.staff.slice(1), lazy: () => import('../pages/staff-page') },
      { path: consoleLinks.audit.slice(1), lazy: () => import('../pages/audit-page') },
      { path: consoleLinks.distributors.slice(1), lazy: () => import('../pages/distributors-page') },
      { path: consoleLinks.orders.slice(1), lazy: () => import('../pages/orders-page') },
      { path: consoleLinks.withdrawals.slice(1), lazy: () => import('../pages/withdrawals-page') },
      { path: consoleLinks.account.slice(1), lazy: () => import('../pages/account-page') },
      { path: '*', lazy: () => import('../pages/not-found-page') },
    ],
  },
];
