import { defineManifest } from '../../lib/manifest';

/** The wallet (spec §2 wallet/*): balances, income, withdrawals, payout accounts, discount codes. */
export default defineManifest({
  name: 'wallet',
  routes: [
    { path: '/app/wallet/index', page: () => import('./pages/index-page'), auth: 'member' },
    { path: '/app/wallet/incomeList', page: () => import('./pages/income-list-page'), auth: 'member' },
    { path: '/app/wallet/incomeItemDetail', page: () => import('./pages/income-detail-page'), auth: 'member' },
    { path: '/app/wallet/withdraw', page: () => import('./pages/withdraw-page'), auth: 'member' },
    { path: '/app/wallet/withdrawList', page: () => import('./pages/withdraw-list-page'), auth: 'member' },
    { path: '/app/wallet/withdrawProgress', page: () => import('./pages/withdraw-progress-page'), auth: 'member' },
    { path: '/app/wallet/payAccount', page: () => import('./pages/pay-account-page'), auth: 'member' },
    { path: '/app/wallet/editAccount', page: () => import('./pages/edit-account-page'), auth: 'member' },
    { path: '/app/wallet/discountCode', page: () => import('./pages/discount-code-page'), auth: 'member' },
  ],
});
