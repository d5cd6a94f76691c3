import type { AppRoute } from '../../app/route-table';

/** The member's collections (spec §2 collection/list). */
export const routes: AppRoute[] = [{ path: '/app/collection/list', lazy: () => import('./pages/collection-list-page') }];
