import type { ServerModule } from '../platform/module';
import act from './act';
import address from './address';
import collection from './collection';
import content from './content';
import coupon from './coupon';
import game from './game';
import dev from './dev';
import distribution from './distribution';
import home from './home';
import info from './info';
import mall from './mall';
import member from './member';
import order from './order';
import point from './point';
import sign from './sign';
import site from './site';
import sport from './sport';
import stay from './stay';
import university from './university';
import vip from './vip';
import wallet from './wallet';
import wechat from './wechat';

/**
 * Every server module, one line each (README "Adding a server module"). The server reads from this
 * list the calls it serves and the routes it registers, the migrations it runs (a module after
 * those whose tables its own reference), the seed order (`seed.after`) and the payment notify
 * routing (`payments.prefix`).
 */
export const modules: readonly ServerModule[] = [university, member, collection, coupon, point, address, vip, order, mall, home, site, info, stay, sign, sport, game, wechat, content, act, wallet, distribution, dev];
