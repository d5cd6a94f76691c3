/** The console's pages, under its base /console (the router's basename). */
export const consoleLinks = {
  signIn: '/sign-in',
  home: '/',
  tenants: '/tenants',
  settings: '/settings',
  staff: '/staff',
  audit: '/audit',
  distributors: '/approvals/distributors',
  orders: '/orders',
  withdrawals: '/withdrawals',
  account: '/account',
} as const;
