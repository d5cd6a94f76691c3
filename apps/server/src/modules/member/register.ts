import { registerCall } from '../../http/register-call';
import type { ServerModule } from '../types';
import { memberRoutes } from './handlers';

/** The member's own calls (catalogue/member-extra): session, profile, coupons, points, addresses, orders, vip. */
export const memberModule: ServerModule = ({ app, gateway, services }) => {
  for (const { declaration, handler } of memberRoutes) {
    registerCall(app, gateway, declaration, (params, { request }) =>
      handler(params, { db: services.db, ip: request.ip, now: new Date(services.now()), limiter: services.limiter }),
    );
  }
};
