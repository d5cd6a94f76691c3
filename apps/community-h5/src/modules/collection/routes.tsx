import type { RouteObject } from 'react-router-dom';

/** The member's collections (spec §2 collection/list). */
export const routes: RouteObject[] = [{ path: '/app/collection/list', lazy: () => import('./pages/collection-list-page') }];
