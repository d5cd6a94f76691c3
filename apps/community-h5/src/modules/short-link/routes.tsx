import type { AppRoute } from '../../app/route-table';

/** /s/:code reached inside the app (a full load is handled before the app mounts, in main.tsx). */
export const routes: AppRoute[] = [{ path: '/s/:code', lazy: () => import('./pages/short-link-page') }];
