import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { matchRoutes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { manifests, moduleRoutes } from './manifests';
import { NOT_YET_BUILT } from './not-yet-built';
import { paramsFit, type RouteHandle } from './route-table';
import { appRoutes } from './router';

const here = dirname(fileURLToPath(import.meta.url));
const repoRoot = resolve(here, '..', '..', '..', '..');

/** routes.txt's paths this app serves (the university app serves /app/university/*). */
const specRoutes = readFileSync(resolve(repoRoot, 'docs', 'spec', 'routes.txt'), 'utf8')
  .split('\n')
  .map((line) => line.trim())
  .filter((line) => line !== '' && !line.startsWith('#') && !line.startsWith('/app/university'));

/**
 * Paths a module may register although routes.txt does not list them, each with its reason.
 */
const NOTED_EXTRAS: Record<string, string> = {
  '/app/account/personal/password': 'a member who came by WeChat or the app sets a sign-in password (docs/decisions/member.md)',
  '/app/reserve/verify': "a campsite's or homestay's staff writes a bought package off by its use code (docs/decisions/stay.md)",
  '/app/mall/reviews': "every review of a goods: the goods detail's 查看全部评价 (routes.txt has no page for it)",
};

/**
 * Not-yet-built paths that the app's own data already links to (the demo seed's activities,
 * news, shop…): a tap on one goes back to the previous page until its module lands. This list
 * may only shrink, like NOT_YET_BUILT: it fails once a path here is registered or no longer
 * linked, and any other link to an unregistered path fails.
 */
const LINKED_BEFORE_BUILT: readonly string[] = [];

const registered = moduleRoutes.map((r) => r.path);
const specRouteObjects = specRoutes.map((path) => ({ path }));

/** The registered route a link lands on (null: the catch-all, i.e. back / Error404). */
function registeredRouteOf(link: string): string | null {
  const pathname = link.split(/[?#]/, 1)[0] ?? '';
  const leaf = matchRoutes(appRoutes, pathname)?.at(-1);
  const handle = (leaf?.route.handle ?? {}) as RouteHandle;
  if (!leaf || handle.unknown || !paramsFit(handle, leaf.params)) return null;
  return leaf.route.path ?? null;
}

/** The routes.txt path a link is a form of, or null. */
function specRouteOf(link: string): string | null {
  const pathname = link.split(/[?#]/, 1)[0] ?? '';
  return matchRoutes(specRouteObjects, pathname)?.at(-1)?.route.path ?? null;
}

/** The server's module sources (seed data, demo rows): every app link in them, `${…}` as 1000. */
function seedLinks(): string[] {
  const root = resolve(repoRoot, 'apps', 'server', 'src', 'modules');
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const file = join(dir, name);
      if (statSync(file).isDirectory()) walk(file);
      else if (/\.ts$/.test(name) && !/\.test\.ts$/.test(name)) files.push(file);
    }
  };
  walk(root);
  const links = new Set<string>();
  for (const file of files) {
    for (const match of readFileSync(file, 'utf8').matchAll(/['"`](\/app\/[^'"`\s]*)['"`]/g)) {
      const link = (match[1] ?? '').replace(/\$\{[^}]*\}/g, '1000');
      if (
        !link.startsWith('/app/university') &&
        !link.startsWith('/app/page') &&
        !link.includes('{')
      )
        links.add(link);
    }
  }
  return [...links].sort();
}

/** A link file's module and export name: `lib/links/<module>-links.ts` exports `<module>Links`. */
const linkFiles = import.meta.glob<Record<string, unknown>>('../lib/links/*-links.ts', { eager: true });

interface Builder {
  module: string;
  name: string;
  build: (params?: Record<string, unknown>) => string;
  route: string;
}

/** Every link builder of the link files (nested groups included), with its module and name. */
function linkBuilders(): Builder[] {
  const found: Builder[] = [];
  const walk = (module: string, prefix: string, value: unknown) => {
    if (typeof value === 'function' && 'route' in value) {
      found.push({ module, name: prefix, build: value as unknown as Builder['build'], route: String(value.route) });
    } else if (value && typeof value === 'object') {
      for (const [key, inner] of Object.entries(value)) walk(module, `${prefix}.${key}`, inner);
    }
  };
  for (const [file, exports] of Object.entries(linkFiles)) {
    const module = /([\w-]+)-links\.ts$/.exec(file)?.[1] ?? file;
    const exported = `${module.replace(/-(\w)/g, (_, c: string) => c.toUpperCase())}Links`;
    walk(module, exported, exports[exported]);
  }
  return found;
}

/** A link of `route` with every path param filled (iid 1000, others 7) and no query. */
const sampleOf = (builder: Builder) =>
  builder.build(
    Object.fromEntries([...builder.route.matchAll(/:(\w+)/g)].map(([, name = '']) => [name, name === 'iid' ? 1000 : 7])),
  );

describe('route coverage', () => {
  it('every path of routes.txt is registered or listed as not yet built, and the list only shrinks', () => {
    const unregistered = specRoutes.filter((p) => !registered.includes(p));
    // A path listed but now registered: delete its line from app/not-yet-built.ts.
    expect(NOT_YET_BUILT.filter((p) => registered.includes(p))).toEqual([]);
    // A path of routes.txt neither registered nor listed (or listed twice, or not in routes.txt).
    expect([...NOT_YET_BUILT].sort()).toEqual([...unregistered].sort());
    console.info(
      `routes: ${registered.length} registered, ${unregistered.length} of routes.txt not yet built`,
    );
  });

  it('registers only paths of routes.txt (or noted extras), each once', () => {
    expect(registered.filter((p) => !specRoutes.includes(p) && !(p in NOTED_EXTRAS))).toEqual([]);
    expect(new Set(registered).size).toBe(registered.length);
  });

  it('links of the seed data land on a registered route (or a listed one to come)', () => {
    const links: [string, string][] = seedLinks().map((l) => ['seed', l] as [string, string]);
    expect(links.length).toBeGreaterThan(40);
    const broken: string[] = [];
    const linkedBefore = new Set<string>();
    for (const [source, link] of links) {
      if (registeredRouteOf(link) !== null) continue;
      const spec = specRouteOf(link);
      if (spec !== null && LINKED_BEFORE_BUILT.includes(spec)) linkedBefore.add(spec);
      else broken.push(`${source}: ${link}`);
    }
    expect(broken).toEqual([]);
    // A listed path now registered or no longer linked: delete its line.
    expect([...linkedBefore].sort()).toEqual([...LINKED_BEFORE_BUILT].sort());
  });

  it('every module has its link file, lib/links/<module>-links.ts, and there is no other', () => {
    expect(Object.keys(linkFiles).map((f) => /([\w-]+)-links\.ts$/.exec(f)?.[1]).sort()).toEqual(
      manifests.map((m) => m.name).sort(),
    );
  });

  it('every route has exactly one link builder, in its module\'s link file, and every builder names a route of its module', () => {
    const builders = linkBuilders();
    const routeModule = new Map(manifests.flatMap((m) => m.routes.map((r) => [r.path, m.name] as const)));
    // A route without a builder, or with more than one.
    const count = (path: string) => builders.filter((b) => b.route === path).length;
    expect(registered.filter((path) => count(path) !== 1)).toEqual([]);
    // A builder whose route is not registered, or is another module's.
    expect(builders.filter((b) => routeModule.get(b.route) !== b.module).map((b) => `${b.name}: ${b.route}`)).toEqual([]);
  });

  it('the link of every builder lands on its own route', () => {
    const astray = linkBuilders()
      .map((b) => [b, registeredRouteOf(sampleOf(b))] as const)
      .filter(([b, landed]) => landed !== b.route)
      .map(([b, landed]) => `${b.name}: ${sampleOf(b)} lands on ${String(landed)}`);
    expect(astray).toEqual([]);
  });

  it('/app/order/:iid takes a numeric tenant only: the order pages of other teams go to 404 until registered', () => {
    expect(registeredRouteOf('/app/order/1000')).toBe('/app/order/:iid');
    expect(registeredRouteOf('/app/order/detail?orderId=T1')).toBe('/app/order/detail');
    for (const page of ['comment', 'ems', 'cer', 'used', 'shareDetail', 'shareSupport']) {
      const registeredHere = registered.includes(`/app/order/${page}`);
      expect(registeredRouteOf(`/app/order/${page}`)).toBe(
        registeredHere ? `/app/order/${page}` : null,
      );
    }
  });

  it('loads every page lazily, a module exporting its Component', async () => {
    const pages = await Promise.all(
      moduleRoutes.map(async (r) => [r.path, typeof (await r.page()).Component] as const),
    );
    expect(pages.filter(([, type]) => type !== 'function')).toEqual([]);
  }, 60_000);

  it('ends with the catch-all of spec §2; each manifest is named after its folder', () => {
    expect(appRoutes.at(-1)).toMatchObject({ path: '*', handle: { unknown: true } });
    expect(appRoutes.slice(0, -1).map((r) => r.path)).toEqual(registered);
    expect(manifests.map((m) => m.name)).toEqual([
      'act',
      'address',
      'cf',
      'checkout',
      'collection',
      'content',
      'coupon',
      'distribution',
      'game',
      'home',
      'info',
      'invite',
      'mall',
      'member',
      'microstore',
      'order',
      'point',
      'realcard',
      'relation',
      'saas',
      'shops',
      'sign',
      'site',
      'sport',
      'statis',
      'stay',
      'vip',
      'wallet',
      'writeoff',
    ]);
  });
});
