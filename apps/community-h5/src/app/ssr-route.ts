import { matchRoutes } from 'react-router-dom';
import type { ManifestRoute } from '../lib/manifest';
import { moduleRoutes } from './manifests';
import { handleOf, paramsFit } from './route-table';

const table = moduleRoutes.map((route) => ({ path: route.path, route }));

/**
 * The server-rendered route (`ssr: true`) a path shows, with its params, or null: the whole
 * route table decides which route a path is, as the shell does.
 */
export function ssrRouteOf(pathname: string): { route: ManifestRoute; params: Record<string, string | undefined> } | null {
  const matches = matchRoutes(table, pathname) ?? [];
  const leaf = matches[matches.length - 1];
  if (!leaf || !leaf.route.route.ssr || !paramsFit(handleOf(leaf.route.route), leaf.params)) return null;
  return { route: leaf.route.route, params: leaf.params };
}
