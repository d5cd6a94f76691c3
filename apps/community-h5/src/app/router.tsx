import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { moduleRoutes } from './modules';
import { RouteError } from './route-error';
import { Shell } from './shell';
import { UnknownRoute } from './unknown-route';

/** The shell around the modules' routes, then the catch-all of spec §2. */
export const appRoutes: RouteObject[] = [
  {
    element: <Shell />,
    errorElement: <RouteError />,
    children: [...moduleRoutes, { path: '*', element: <UnknownRoute />, handle: { unknown: true } }],
  },
];

export function createAppRouter() {
  return createBrowserRouter(appRoutes);
}
