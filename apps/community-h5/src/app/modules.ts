import type { RouteObject } from 'react-router-dom';
import { routes as home } from '../modules/home/routes';
import { routes as info } from '../modules/info/routes';
import { routes as shortLink } from '../modules/short-link/routes';

/**
 * Every module's routes, concatenated (ARCHITECTURE §3). One line per module; each module's
 * pages are lazy, so each is its own chunk.
 */
export const moduleRoutes: RouteObject[] = [
  ...shortLink,
  ...home,
  ...info,
];
