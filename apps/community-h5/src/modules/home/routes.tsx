import type { RouteObject } from 'react-router-dom';

export const routes: RouteObject[] = [
  { path: '/app/index/:iid', lazy: () => import('./pages/index-page') },
];
