import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { RouteObject } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { moduleRoutes } from './modules';

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..', '..', '..');
const specRoutes = new Set(
  readFileSync(resolve(repoRoot, 'docs', 'spec', 'routes.txt'), 'utf8')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('#')),
);

/**
 * Paths a module may register although routes.txt does not list them, each with its reason.
 * Empty today: every registered path is in the list.
 */
const NOTED_EXTRAS: Record<string, string> = {};

function pathsOf(routes: RouteObject[], prefix = ''): string[] {
  return routes.flatMap((route) => {
    const own = route.path === undefined ? prefix : route.path.startsWith('/') ? route.path : `${prefix.replace(/\/$/, '')}/${route.path}`;
    return [...(route.path !== undefined ? [own] : []), ...pathsOf(route.children ?? [], own)];
  });
}

describe('the route table', () => {
  const paths = pathsOf(moduleRoutes);

  it('has routes, each registered once', () => {
    expect(paths.length).toBeGreaterThan(10);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('registers only paths of routes.txt (or noted extras)', () => {
    const outside = paths.filter((p) => !specRoutes.has(p) && !(p in NOTED_EXTRAS));
    expect(outside).toEqual([]);
  });

  it('loads every page lazily, so each module is its own chunk', () => {
    const eager = moduleRoutes.filter((r) => r.lazy === undefined).map((r) => r.path);
    expect(eager).toEqual([]);
  });

  it('covers the shell, home and info groups of routes.txt', () => {
    const groups = [...specRoutes].filter((p) => p === '/' || p === '/s/:code' || p.startsWith('/app/index/') || p.startsWith('/app/info/') || p === '/app/category/:iid');
    expect(groups.filter((p) => !paths.includes(p))).toEqual([]);
  });
});
