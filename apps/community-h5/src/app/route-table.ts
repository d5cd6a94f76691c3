import type { site } from '@tongxin/api-client';
import type { ManifestRoute } from '../lib/manifest';

/** What a route's handle says (read by the shell for the route that matched). */
export interface RouteHandle {
  /** The route's name (spec §2 names: tripIndex has its own font-size rule). */
  name?: string;
  /** The catch-all of spec §2. */
  unknown?: boolean;
  /** The route may show the site popup. */
  popup?: boolean;
  /** A member must be signed in: the shell sends others to sign-in first. */
  auth?: 'member';
  /** What the route's `:params` must look like (see `ManifestRoute.params`). */
  params?: Readonly<Record<string, string>>;
  /** The tab bar's tab this page is (see `ManifestRoute.tab`). */
  tab?: site.LookTab;
}

/** The handle of a manifest route. */
export function handleOf(route: ManifestRoute): RouteHandle {
  const handle: RouteHandle = {};
  if (route.name !== undefined) handle.name = route.name;
  if (route.popup) handle.popup = true;
  if (route.auth) handle.auth = route.auth;
  if (route.params) handle.params = route.params;
  if (route.tab) handle.tab = route.tab;
  return handle;
}

/** Whether a match's params have the shapes its route requires (`/app/order/:iid` takes digits only). */
export function paramsFit(
  handle: RouteHandle,
  params: Readonly<Record<string, string | undefined>>,
): boolean {
  return Object.entries(handle.params ?? {}).every(([name, pattern]) =>
    new RegExp(`^(?:${pattern})$`).test(params[name] ?? ''),
  );
}
