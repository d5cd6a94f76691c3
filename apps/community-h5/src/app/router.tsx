import { lazy } from 'react';
import type { RouteObject } from 'react-router-dom';
import { moduleRoutes } from './modules';
import type { AppRoute } from './route-table';
import { UnknownRoute } from './unknown-route';

/**
 * The route table for `useRoutes`: each module page becomes a lazy component (its own chunk,
 * fetched when the route is first shown; navigations wait for it in a transition, so the old
 * page stays until the new one is ready), then the catch-all of spec §2.
 *
 * A declarative router rather than react-router's data router: nothing here uses loaders or
 * actions, and the data router is about 18 KB gzip of the first load (ARCHITECTURE §7).
 */
export function toRouteObjects(routes: AppRoute[]): RouteObject[] {
  return routes.map((route) => {
    const Page = lazy(() => route.lazy().then((m) => ({ default: m.Component })));
    return { path: route.path, handle: route.handle, element: <Page /> };
  });
}

export const appRoutes: RouteObject[] = [...toRouteObjects(moduleRoutes), { path: '*', element: <UnknownRoute />, handle: { unknown: true } }];
