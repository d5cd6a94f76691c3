import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { routes as account } from '../modules/account/routes';
import { routes as act } from '../modules/act/routes';
import { routes as address } from '../modules/address/routes';
import { routes as collection } from '../modules/collection/routes';
import { routes as coupon } from '../modules/coupon/routes';
import { routes as home } from '../modules/home/routes';
import { routes as info } from '../modules/info/routes';
import { routes as mallAddress } from '../modules/mall-address/routes';
import { routes as order } from '../modules/order/routes';
import { routes as pay } from '../modules/pay/routes';
import { routes as point } from '../modules/point/routes';
import { routes as shortLink } from '../modules/short-link/routes';
import { routes as vip } from '../modules/vip/routes';
import { moduleRoutes } from './modules';
import type { AppRoute } from './route-table';
import { appRoutes } from './router';

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

/** Every built module and exactly the paths it must register: deleting or adding a route fails here. */
const MODULES: Record<string, { routes: AppRoute[]; paths: string[] }> = {
  'short-link': { routes: shortLink, paths: ['/s/:code'] },
  home: {
    routes: home,
    paths: ['/', '/app/index/:iid', '/app/index/:iid/new', '/app/index/:iid/coupon', '/app/index/special/:iid/:id', '/app/index/topic/:iid', '/app/category/:iid'],
  },
  info: {
    routes: info,
    paths: [
      '/app/info/protocol/:iid',
      '/app/info/forbid/:iid',
      '/app/info/insurance/:iid',
      '/app/info/helper/:iid',
      '/app/info/privacy/:iid',
      '/app/info/community/:iid',
      '/app/info/glucoseMonitor/:iid',
      '/app/info/down',
      '/app/info/contact',
      '/app/info/vipWelfare/:iid',
    ],
  },
  account: {
    routes: account,
    paths: ['/app/account/login', '/app/account/personal', '/app/account/personal/info', '/app/account/personal/edit', '/app/account/contact'],
  },
  act: { routes: act, paths: [
    '/app/act/:iid',
    '/app/act/:iid/detail/:id',
    '/app/act/enroll',
    '/app/act/enroll1',
    '/app/act/:iid/needform/sub',
    '/app/act/origin/enroll',
    '/app/act/sign',
    '/app/act/signPlaces',
    '/app/act/signRecords',
    '/app/act/signUserInfo',
    '/app/act/signUserList',
    '/app/act/signResult',
    '/app/act/:iid/distrList',
    '/app/act/apply/distribute',
    '/app/act/destination/list',
    '/app/act/origin/list',
    '/app/act/origin/detail',
    '/app/act/origin/blank',
    '/app/act/origin/calendar',
    '/app/act/:iid/share/:id',
    '/app/act/:iid/rank',
    '/app/act/:iid/teamList',
    '/app/comment/act',
    '/app/route/detail',
    '/app/trip/:id',
    '/app/search/outdoor',
    '/app/pay/act',
    '/app/pay/act1',
    '/app/pay/actpay',
    '/app/pay/oact',
    '/app/pay/origin/:iid',
    '/app/pay/act/success/:iid',
  ] },
  address: { routes: address, paths: ['/app/address/:iid/select', '/app/address/:iid/selectCity'] },
  collection: { routes: collection, paths: ['/app/collection/list'] },
  coupon: { routes: coupon, paths: ['/app/account/:iid/coupon'] },
  'mall-address': { routes: mallAddress, paths: ['/app/mall/address/list', '/app/mall/address/manage'] },
  order: { routes: order, paths: ['/app/order/:iid', '/app/order/detail'] },
  pay: { routes: pay, paths: ['/app/pay/vip-buy'] },
  point: { routes: point, paths: ['/app/account/point', '/app/account/point/detail'] },
  vip: { routes: vip, paths: ['/app/account/vip', '/app/account/vipBuy'] },
};

const paths = moduleRoutes.map((r) => r.path);

describe('the route table', () => {
  it.each(Object.entries(MODULES))('module %s registers exactly its paths', (_name, module) => {
    expect(module.routes.map((r) => r.path).sort()).toEqual([...module.paths].sort());
  });

  it('is the concatenation of every module, none left out, each path once', () => {
    expect([...paths].sort()).toEqual(Object.values(MODULES).flatMap((m) => m.paths).sort());
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('registers only paths of routes.txt (or noted extras)', () => {
    expect(paths.filter((p) => !specRoutes.has(p) && !(p in NOTED_EXTRAS))).toEqual([]);
  });

  it('loads every page lazily, a module exporting its Component', async () => {
    const pages = await Promise.all(moduleRoutes.map(async (r) => [r.path, typeof (await r.lazy()).Component] as const));
    expect(pages.filter(([, type]) => type !== 'function')).toEqual([]);
  }, 60_000);

  it('ends with the catch-all of spec §2', () => {
    expect(appRoutes.at(-1)).toMatchObject({ path: '*', handle: { unknown: true } });
    expect(appRoutes.slice(0, -1).map((r) => r.path)).toEqual(paths);
  });
});
