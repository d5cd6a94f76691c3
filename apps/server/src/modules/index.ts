import type { ServerModule } from '../platform/module';
import act from './act';
import cf from './cf';
import address from './address';
import collection from './collection';
import content from './content';
import coupon from './coupon';
import game from './game';
import dev from './dev';
import distribution from './distribution';
import home from './home';
import info from './info';
import invite from './invite';
import mall from './mall';
import member from './member';
import microstore from './microstore';
import order from './order';
import point from './point';
import realcard from './realcard';
import relation from './relation';
import saas from './saas';
import shops from './shops';
import sign from './sign';
import site from './site';
import statis from './statis';
import sport from './sport';
import staff from './staff';
import stay from './stay';
import university from './university';
import vip from './vip';
import wallet from './wallet';
import wechat from './wechat';
import writeoff from './writeoff';

/**
 * Every server module, one line each (README "Adding a server module"). The server reads from this
 * list the calls it serves and the routes it registers, the migrations it runs (a module after
 * those whose tables its own reference), the seed order (`seed.after`) and the payment notify
 * routing (`payments.prefix`).
 */
export const modules: readonly ServerModule[] = [staff, university, member, collection, coupon, point, address, vip, order, mall, home, site, info, stay, sign, sport, game, wechat, content, act, relation, shops, microstore, invite, writeoff, realcard, cf, statis, saas, wallet, distribution, dev];
