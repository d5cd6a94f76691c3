import { registerCall } from '../../http/register-call';
import type { ServerModule } from '../types';
import { memberRoutes } from './handlers';
import { registerSignUp } from './sign-up';
import { registerVipOrders } from './vip-order';

/** The member's own calls (catalogue/member-extra): session, profile, coupons, points, addresses, orders, vip. */
export const memberModule: ServerModule = (ctx) => {
  const { app, gateway, services } = ctx;
  for (const { declaration, handler } of memberRoutes) {
    // Every success travels as `{ t: result }` (spec §7: `t` is the result), lists and numbers too.
    registerCall(app, gateway, declaration, async (params, { request }) => ({
      t: await handler(params, { db: services.db, ip: request.ip, now: new Date(services.now()), limiter: services.limiter }),
    }));
  }
  // A number new to the tenant signs up with an SMS code.
  registerSignUp(ctx);
  // Buying a vip card: the spec's order.create and order.wechat.create, and the provider's notify.
  registerVipOrders(ctx);
};
