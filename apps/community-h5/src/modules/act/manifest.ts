import { defineManifest } from '../../lib/manifest';

const list = () => import('./pages/act-list-page');
const enroll = () => import('./pages/enroll-page');
const pay = () => import('./pages/act-pay-page');
const route = () => import('./pages/route-page');
const iid = { iid: '\\d+' };

/**
 * Activities: every path of the act route group (spec §2), the review, route and trip
 * pages, outdoor search, and the activity pay pages. Legacy variants are aliases of one page:
 * enroll1, needform/sub and origin/enroll of the enrol page; act1, actpay, oact and origin/:iid of
 * the cashier. The detail is the shell's named route actDetail; trip/:id is tripIndex, whose root
 * font size follows spec §2's own rule.
 */
export default defineManifest({
  name: 'act',
  routes: [
    { path: '/app/act/:iid', page: list, name: 'actList', params: iid, ssr: true, tab: 'act' },
    { path: '/app/act/:iid/detail/:id', page: () => import('./pages/act-detail-page'), name: 'actDetail', params: iid },
    { path: '/app/act/enroll', page: enroll, auth: 'member' },
    { path: '/app/act/enroll1', page: enroll, auth: 'member' },
    { path: '/app/act/:iid/needform/sub', page: enroll, auth: 'member', params: iid },
    { path: '/app/act/origin/enroll', page: enroll, auth: 'member' },
    { path: '/app/act/sign', page: () => import('./pages/sign-page'), auth: 'member' },
    { path: '/app/act/signPlaces', page: () => import('./pages/sign-places-page'), auth: 'member' },
    { path: '/app/act/signRecords', page: () => import('./pages/sign-records-page'), auth: 'member' },
    { path: '/app/act/signUserInfo', page: () => import('./pages/sign-user-info-page'), auth: 'member' },
    { path: '/app/act/signUserList', page: () => import('./pages/sign-user-list-page'), auth: 'member' },
    { path: '/app/act/signResult', page: () => import('./pages/sign-result-page') },
    { path: '/app/act/:iid/distrList', page: () => import('./pages/distr-list-page'), params: iid },
    { path: '/app/act/apply/distribute', page: () => import('./pages/apply-distribute-page') },
    { path: '/app/act/destination/list', page: () => import('./pages/destination-list-page') },
    { path: '/app/act/origin/list', page: () => import('./pages/origin-list-page') },
    { path: '/app/act/origin/detail', page: () => import('./pages/origin-detail-page') },
    { path: '/app/act/origin/blank', page: () => import('./pages/origin-blank-page') },
    { path: '/app/act/origin/calendar', page: () => import('./pages/origin-calendar-page') },
    { path: '/app/act/:iid/share/:id', page: () => import('./pages/share-page'), params: iid },
    { path: '/app/act/:iid/rank', page: () => import('./pages/rank-page'), params: iid },
    { path: '/app/act/:iid/teamList', page: () => import('./pages/team-list-page'), params: iid },
    { path: '/app/comment/act', page: () => import('./pages/comment-page'), auth: 'member' },
    { path: '/app/route/detail', page: route },
    { path: '/app/trip/:id', page: route, name: 'tripIndex' },
    { path: '/app/search/outdoor', page: () => import('./pages/search-outdoor-page') },
    { path: '/app/pay/act', page: pay, name: 'actPay', auth: 'member' },
    { path: '/app/pay/act1', page: pay, auth: 'member' },
    { path: '/app/pay/actpay', page: pay, auth: 'member' },
    { path: '/app/pay/oact', page: pay, auth: 'member' },
    { path: '/app/pay/origin/:iid', page: pay, auth: 'member', params: iid },
    { path: '/app/pay/act/success/:iid', page: () => import('./pages/pay-success-page'), auth: 'member', params: iid },
  ],
});
