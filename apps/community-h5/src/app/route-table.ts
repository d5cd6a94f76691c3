import type { ComponentType } from 'react';

/** What a route's handle may say (read by the shell for the route that matched). */
export interface RouteHandle {
  /** The route's name (spec §2 names: tripIndex has its own font-size rule). */
  name?: string;
  /** The catch-all of spec §2. */
  unknown?: boolean;
  /**
   * The route may show the site popup: the landing pages of the home group opt in, so a popup
   * never covers a form, a sign-in or a payment.
   */
  popup?: boolean;
}

/** A page module: its component, loaded with the route (each module is its own chunk). */
export interface PageModule {
  Component: ComponentType;
}

/**
 * One route of a module (its `routes.tsx`): the path, the page loaded on demand, and the handle.
 * The app's route table is the modules' routes concatenated (ARCHITECTURE §3).
 */
export interface AppRoute {
  path: string;
  lazy: () => Promise<PageModule>;
  handle?: RouteHandle;
}
