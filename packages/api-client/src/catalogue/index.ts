import { isCallDeclaration, type CallDeclaration } from '../define';
import * as act from './act';
import * as cf from './cf';
import * as address from './address';
import * as collection from './collection';
import * as staff from './staff';
import * as content from './content';
import * as coupon from './coupon';
import * as distribution from './distribution';
import * as game from './game';
import * as home from './home';
import * as info from './info';
import * as invite from './invite';
import * as mall from './mall';
import * as member from './member';
import * as microstore from './microstore';
import * as order from './order';
import * as point from './point';
import * as realcard from './realcard';
import * as relation from './relation';
import * as saas from './saas';
import * as shops from './shops';
import * as sign from './sign';
import * as site from './site';
import * as statis from './statis';
import * as sport from './sport';
import * as stay from './stay';
import * as university from './university';
import * as vip from './vip';
import * as wallet from './wallet';
import * as wechat from './wechat';
import * as writeoff from './writeoff';

/*
 * The catalogue: one folder per domain module, each exported as a namespace (`coupon.list`,
 * `order.create`); a declaration's `name` is `<module>.<export>`. Shared parameter and reply
 * shapes are in ./shapes.ts; spec §7 calls that no module serves yet are in ./planned.ts.
 *
 * A new module adds its folder and one line to MODULES below.
 */
export { act, address, cf, collection, content, coupon, distribution, game, home, info, invite, mall, member, microstore, order, point, realcard, relation, saas, shops, sign, site, staff, sport, statis, stay, university, vip, wallet, wechat, writeoff };
export * as shapes from './shapes';
export { COMMON_ERRORS, pageOf, type PictureLink, type WechatPayParams } from './shapes';
export { plannedCalls, type PlannedCall } from './planned';

/** Every module of the catalogue by its namespace name. */
export const MODULES = /* @__PURE__ */ Object.freeze({ act, address, cf, collection, content, coupon, distribution, game, home, info, invite, mall, member, microstore, order, point, realcard, relation, saas, shops, sign, site, staff, sport, statis, stay, university, vip, wallet, wechat, writeoff });

/** The declarations a module (one of MODULES, or any namespace) exports. */
// Pure: a page that imports one declaration must not pull the whole catalogue into its bundle.
/*#__NO_SIDE_EFFECTS__*/
export function callsOf(module: object): CallDeclaration[] {
  return Object.values(module).filter(isCallDeclaration);
}

/**
 * Every declared call: the server serves each one (its contract test checks a handler answers
 * every declaration with what the declaration's result accepts).
 */
export const catalogue: readonly CallDeclaration[] = /* @__PURE__ */ Object.freeze(Object.values(MODULES).flatMap(callsOf));
