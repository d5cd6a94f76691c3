import type { RouteObject } from 'react-router-dom';
import { MemberGate } from '../components/member-gate';
import { lazyPart, type LazyPart } from '../lib/lazy-part';
import type { ManifestRoute } from '../lib/manifest';
import { moduleRoutes } from './manifests';
import { handleOf } from './route-table';
import { UnknownRoute } from './unknown-route';

/**
 * The route table for `useRoutes`: each module page becomes a lazy component (its own chunk,
 * fetched when the route is first shown; navigations wait for it in a transition, so the old
 * page stays until the new one is ready), behind the sign-in gate when its manifest says
 * `auth: 'member'`; then the catch-all of spec §2.
 *
 * A declarative router rather than react-router's data router: nothing here uses loaders or
 * actions, and the data router is about 18 KB gzip of the first load (ARCHITECTURE §7).
 */
const pages = new WeakMap<ManifestRoute, LazyPart<object>>();

/**
 * Loads a route's page and the parts it loads lazily (its `preload`), before a server-rendered
 * page is hydrated: the page then hydrates at once instead of suspending.
 */
export async function preloadPage(route: ManifestRoute): Promise<void> {
  await pages.get(route)?.preload();
  await (await route.page()).preload?.();
}

export function toRouteObjects(routes: readonly ManifestRoute[]): RouteObject[] {
  return routes.map((route) => {
    const Page = lazyPart(() => route.page().then((m) => m.Component));
    pages.set(route, Page);
    const element =
      route.auth === 'member' ? (
        <MemberGate>
          <Page />
        </MemberGate>
      ) : (
        <Page />
      );
    return { path: route.path, handle: handleOf(route), element };
  });
}

export const appRoutes: RouteObject[] = [
  ...toRouteObjects(moduleRoutes),
  { path: '*', element: <UnknownRoute />, handle: { unknown: true } },
];
