import type { RouteObject } from 'react-router-dom';

/** /s/:code reached inside the app (a full load is handled before the app mounts, in main.tsx). */
export const routes: RouteObject[] = [{ path: '/s/:code', lazy: () => import('./pages/short-link-page') }];
