import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { routes as homeRoutes } from '../modules/home/routes';
import { NotFoundPage } from './not-found-page';

/** The route table is the concatenation of the modules' routes (ARCHITECTURE.md §3). */
export const appRoutes: RouteObject[] = [...homeRoutes, { path: '*', element: <NotFoundPage /> }];

export function createAppRouter() {
  return createBrowserRouter(appRoutes);
}
