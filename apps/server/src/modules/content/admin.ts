import type { FastifyInstance } from 'fastify';
import { staffGuard } from '../staff/api';
import type { Services } from '../../services';

/**
 * Registers routes of the content admin API (under /api/admin/content), behind the platform's
 * staff check (`staffGuard`: a staff session of the tenant, operator role). Replies `{ code: 0, t }`.
 */
export function registerAdmin(app: FastifyInstance, s: Services, routes: (scope: FastifyInstance) => void) {
  void app.register(async (scope) => {
    staffGuard(scope, s, ['operator']);
    routes(scope);
  });
}
