import { registerCall } from '../../http/register-call';
import type { ServerModule } from '../types';
import { memberRoutes } from './handlers';

/** The member's own calls (catalogue/member-extra): session, profile, coupons, points, addresses, orders, vip. */
export const memberModule: ServerModule = ({ app, gateway, services }) => {
  for (const { declaration, handler } of memberRoutes) {
    // Every success travels as `{ t: result }` (spec §7: `t` is the result), lists and numbers too.
    registerCall(app, gateway, declaration, async (params, { request }) => ({
      t: await handler(params, { db: services.db, ip: request.ip, now: new Date(services.now()), limiter: services.limiter }),
    }));
  }
};
