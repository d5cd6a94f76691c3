import type { FastifyInstance } from 'fastify';
import { adminGuard } from '../../platform/admin-guard';
import type { Services } from '../../services';

/**
 * Registers routes of the content admin API (under /api/admin/content), behind the platform's
 * admin check (`adminGuard`: Bearer ADMIN_TOKEN, 503 when it is unset). Replies `{ code: 0, t }`.
 */
export function registerAdmin(app: FastifyInstance, s: Services, routes: (scope: FastifyInstance) => void) {
  void app.register(async (scope) => {
    scope.addHook('onRequest', adminGuard(s));
    routes(scope);
  });
}
