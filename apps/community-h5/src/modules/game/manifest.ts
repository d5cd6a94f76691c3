import { defineManifest } from '../../lib/manifest';

/** Games (competitions): list, detail, enrolment with the statement and teams, the entry fee's cashier, check-in, results, share posters. */
export default defineManifest({
  name: 'game',
  routes: [
    { path: '/app/game/:iid/list', page: () => import('./pages/game-list-page') },
    { path: '/app/game/:iid/detail/:id', page: () => import('./pages/game-detail-page'), name: 'gameDetail' },
    { path: '/app/game/:iid/:id', page: () => import('./pages/game-detail-page'), params: { iid: '\\d+', id: '\\d+' } },
    { path: '/app/game/enroll', page: () => import('./pages/enroll-page'), auth: 'member' },
    { path: '/app/game/statement', page: () => import('./pages/statement-page') },
    { path: '/app/game/invite', page: () => import('./pages/invite-page') },
    { path: '/app/game/checkIn/:id', page: () => import('./pages/check-in-page'), auth: 'member' },
    { path: '/app/game/resultinquiry/:id', page: () => import('./pages/inquiry-page') },
    { path: '/app/game/resultlist1/:id', page: () => import('./pages/rankings-page') },
    { path: '/app/game/result/:id', page: () => import('./pages/my-result-page'), auth: 'member' },
    { path: '/app/game/result2/:id', page: () => import('./pages/my-result-page'), auth: 'member' },
    { path: '/app/game/share/:id', page: () => import('./pages/share-page') },
    { path: '/app/game/share1/:id', page: () => import('./pages/share-page') },
    { path: '/app/game/joinresult/:id', page: () => import('./pages/join-result-page') },
    { path: '/app/pay/game', page: () => import('./pages/pay-page'), auth: 'member' },
    { path: '/app/trajectory/entryinformation', page: () => import('./pages/entries-page'), auth: 'member' },
  ],
});
