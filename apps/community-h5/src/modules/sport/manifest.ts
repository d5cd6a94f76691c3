import { defineManifest } from '../../lib/manifest';

/** Sport: quizzes and question papers, step challenges, the trajectory (badges, ranks) and growth. */
export default defineManifest({
  name: 'sport',
  routes: [
    { path: '/app/question/:iid/:id', page: () => import('./pages/quiz-page'), auth: 'member' },
    { path: '/app/question/:iid/:id/result', page: () => import('./pages/quiz-result-page'), auth: 'member' },
    { path: '/app/trajectory/qapaper', page: () => import('./pages/quiz-page'), auth: 'member' },
    { path: '/app/step/count', page: () => import('./pages/step-count-page'), auth: 'member' },
    { path: '/app/step/rank', page: () => import('./pages/step-rank-page') },
    { path: '/app/step/cityrank', page: () => import('./pages/city-rank-page') },
    { path: '/app/step/team', page: () => import('./pages/team-page') },
    { path: '/app/step/mineteam', page: () => import('./pages/my-team-page'), auth: 'member' },
    { path: '/app/step/cer', page: () => import('./pages/certificate-page'), auth: 'member' },
    { path: '/app/step/cerphoto', page: () => import('./pages/certificate-photo-page'), auth: 'member' },
    { path: '/app/trajectory/signrank', page: () => import('./pages/count-rank-page') },
    { path: '/app/trajectory/checkrank', page: () => import('./pages/count-rank-page') },
    { path: '/app/trajectory/achievement', page: () => import('./pages/achievement-page'), auth: 'member' },
    { path: '/app/client/growth', page: () => import('./pages/growth-page'), auth: 'member' },
  ],
});
