import type { AppRoute } from '../../app/route-table';

const list = () => import('./pages/act-list-page');
const enroll = () => import('./pages/enroll-page');
const pay = () => import('./pages/act-pay-page');
const route = () => import('./pages/route-page');

/**
 * Activities (issue 13): every path of the act route group (spec §2), the review, route and trip
 * pages, outdoor search, and the activity pay pages. Legacy variants are aliases of one page:
 * enroll1, needform/sub and origin/enroll of the enrol page; act1, actpay, oact and origin/:iid of
 * the cashier. The detail is the shell's named route actDetail; trip/:id is tripIndex, whose root
 * font size follows spec §2's own rule.
 */
export const routes: AppRoute[] = [
  { path: '/app/act/:iid', lazy: list, handle: { name: 'actList' } },
  { path: '/app/act/:iid/detail/:id', lazy: () => import('./pages/act-detail-page'), handle: { name: 'actDetail' } },
  { path: '/app/act/enroll', lazy: enroll },
  { path: '/app/act/enroll1', lazy: enroll },
  { path: '/app/act/:iid/needform/sub', lazy: enroll },
  { path: '/app/act/origin/enroll', lazy: enroll },
  { path: '/app/act/sign', lazy: () => import('./pages/sign-page') },
  { path: '/app/act/signPlaces', lazy: () => import('./pages/sign-places-page') },
  { path: '/app/act/signRecords', lazy: () => import('./pages/sign-records-page') },
  { path: '/app/act/signUserInfo', lazy: () => import('./pages/sign-user-info-page') },
  { path: '/app/act/signUserList', lazy: () => import('./pages/sign-user-list-page') },
  { path: '/app/act/signResult', lazy: () => import('./pages/sign-result-page') },
  { path: '/app/act/:iid/distrList', lazy: () => import('./pages/distr-list-page') },
  { path: '/app/act/apply/distribute', lazy: () => import('./pages/apply-distribute-page') },
  { path: '/app/act/destination/list', lazy: () => import('./pages/destination-list-page') },
  { path: '/app/act/origin/list', lazy: () => import('./pages/origin-list-page') },
  { path: '/app/act/origin/detail', lazy: () => import('./pages/origin-detail-page') },
  { path: '/app/act/origin/blank', lazy: () => import('./pages/origin-blank-page') },
  { path: '/app/act/origin/calendar', lazy: () => import('./pages/origin-calendar-page') },
  { path: '/app/act/:iid/share/:id', lazy: () => import('./pages/share-page') },
  { path: '/app/act/:iid/rank', lazy: () => import('./pages/rank-page') },
  { path: '/app/act/:iid/teamList', lazy: () => import('./pages/team-list-page') },
  { path: '/app/comment/act', lazy: () => import('./pages/comment-page') },
  { path: '/app/route/detail', lazy: route },
  { path: '/app/trip/:id', lazy: route, handle: { name: 'tripIndex' } },
  { path: '/app/search/outdoor', lazy: () => import('./pages/search-outdoor-page') },
  { path: '/app/pay/act', lazy: pay, handle: { name: 'actPay' } },
  { path: '/app/pay/act1', lazy: pay },
  { path: '/app/pay/actpay', lazy: pay },
  { path: '/app/pay/oact', lazy: pay },
  { path: '/app/pay/origin/:iid', lazy: pay },
  { path: '/app/pay/act/success/:iid', lazy: () => import('./pages/pay-success-page') },
];
