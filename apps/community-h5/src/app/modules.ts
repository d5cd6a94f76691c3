import type { AppRoute } from './route-table';
import { routes as home } from '../modules/home/routes';
import { routes as info } from '../modules/info/routes';
import { routes as shortLink } from '../modules/short-link/routes';
import { routes as account } from '../modules/account/routes';
import { routes as act } from '../modules/act/routes';
import { routes as address } from '../modules/address/routes';
import { routes as collection } from '../modules/collection/routes';
import { routes as coupon } from '../modules/coupon/routes';
import { routes as mallAddress } from '../modules/mall-address/routes';
import { routes as order } from '../modules/order/routes';
import { routes as pay } from '../modules/pay/routes';
import { routes as point } from '../modules/point/routes';
import { routes as vip } from '../modules/vip/routes';

/**
 * Every module's routes, concatenated (ARCHITECTURE §3). One line per module; each module's
 * pages are lazy, so each is its own chunk.
 */
export const moduleRoutes: AppRoute[] = [
  ...shortLink,
  ...home,
  ...info,
  ...account,
  ...act,
  ...address,
  ...collection,
  ...coupon,
  ...mallAddress,
  ...order,
  ...pay,
  ...point,
  ...vip,
];
