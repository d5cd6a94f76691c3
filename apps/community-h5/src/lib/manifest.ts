import type { Reducer } from '@reduxjs/toolkit';
import type { Prefetcher } from '@tongxin/api-client/react';
import type { ComponentType } from 'react';
import type { site } from '@tongxin/api-client';

/** What a server-rendered page's `prefetch` is given: the route's params and query, and where to put answers. */
export interface PrefetchContext {
  readonly params: Readonly<Record<string, string | undefined>>;
  readonly search: string;
  /** Public reads only (no member on the server): the answers `useRead(publicScope, …)`/`useList` read. */
  readonly prefetch: Prefetcher;
  /**
   * The reads of a scope that adds params (`key`: the scope's cache key part, `params`: what it adds
   * to every call), as its hooks read them: `tenantPrefetch` of components/scopes.
   */
  readonly scoped: <SP extends object>(key: unknown, params: SP) => Prefetcher<SP>;
}

/** A page module: its component, loaded with the route (each page is its own chunk). */
export interface PageModule {
  Component: ComponentType;
  /**
   * The first screen's data, for a route rendered on the server (`ssr: true`): the server calls
   * it before rendering, so the HTML has the content and the client hydrates without refetching.
   */
  prefetch?: (context: PrefetchContext) => Promise<unknown>;
  /** Loads the parts the page itself loads lazily, before a server-rendered page hydrates (`lazyPart`). */
  preload?: () => Promise<unknown>;
  /**
   * The page's source path (`src/modules/…/pages/….tsx`), the key of its chunk in the client
   * build's manifest: added to every page by the server build only (@tongxin/vite-config
   * `pageSources`), so the server can inline the rendered page's own CSS.
   */
  readonly pageSource?: string;
}

/** One route of a module. */
export interface ManifestRoute {
  /** The path as routes.txt spells it (`/app/order/:iid`). */
  readonly path: string;
  /** The page, loaded on demand: `() => import('./pages/x-page')`. Never imported eagerly. */
  readonly page: () => Promise<PageModule>;
  /** The spec §2 route name, where the spec names one (tripIndex has its own font-size rule). */
  readonly name?: string;
  /** 'member': the shell sends a signed-out visitor to sign-in (and back) before the page shows. */
  readonly auth?: 'member';
  /**
   * The route may show the site popup: the landing pages of the home group opt in, so a popup
   * never covers a form, a sign-in or a payment.
   */
  readonly popup?: boolean;
  /**
   * What a `:param` must look like (a regular expression source), when a path of another module
   * would otherwise match it: `{ iid: '\\d+' }` keeps `/app/order/comment` out of `/app/order/:iid`.
   */
  readonly params?: Readonly<Record<string, string>>;
  /**
   * A landing page the server renders with its first screen's data, so it arrives with the HTML (the page exports
   * `prefetch`). Served as static files, or when rendering fails, it renders in the browser.
   */
  readonly ssr?: boolean;
  /**
   * The tab of the bottom tab bar this landing page is (site.look's tabs): the bar shows on it when
   * the tenant has that tab, and nowhere else.
   */
  readonly tab?: site.LookTab;
}

/** Client state a module keeps in the app's store: its reducer, mounted at `key`. */
export interface ManifestState {
  readonly key: string;
  readonly reducer: Reducer;
}

/**
 * A community module's manifest (`modules/<module>/manifest.ts`): its routes and any client state.
 * The app finds every manifest itself (`app/manifests.ts`). A manifest imports no page code: its
 * pages are `import()`s. Each route's link builder is in `lib/links/<module>-links.ts`.
 */
export interface ModuleManifest {
  /** The module's folder name. */
  readonly name: string;
  readonly routes: readonly ManifestRoute[];
  readonly state?: ManifestState;
}

/**
 * Declares a module's manifest.
 *
 * @example
 * export default defineManifest({
 *   name: 'point',
 *   routes: [{ path: '/app/account/point', page: () => import('./pages/point-page'), auth: 'member' }],
 * });
 */
export function defineManifest<M extends ModuleManifest>(manifest: M): M {
  return manifest;
}
