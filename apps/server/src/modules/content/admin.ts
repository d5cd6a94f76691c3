import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Services } from '../../services';

const digest = (text: string) => createHash('sha256').update(text).digest();

/**
 * Registers routes of the content admin API (under /api/admin/content), authenticated by
 * `Authorization: Bearer ADMIN_TOKEN` (503 when ADMIN_TOKEN is unset). Replies `{ code: 0, t }`.
 */
export function registerAdmin(app: FastifyInstance, s: Services, routes: (scope: FastifyInstance) => void) {
  const expected = s.config.adminToken ? digest(s.config.adminToken) : undefined;
  const guard = async (request: FastifyRequest, reply: FastifyReply) => {
    if (!expected) return reply.code(503).send({ code: 503, msg: '管理接口未启用：请设置 ADMIN_TOKEN' });
    const header = request.headers.authorization ?? '';
    const token = header.startsWith('Bearer ') ? header.slice(7) : '';
    if (!s.limiter.hit(`content-admin:${request.ip}`, 60, 60_000)) return reply.code(429).send({ code: 429, msg: '操作过于频繁，请稍后再试' });
    if (!token || !timingSafeEqual(digest(token), expected)) return reply.code(401).send({ code: 401, msg: '管理令牌无效' });
    return undefined;
  };
  void app.register(async (scope) => {
    scope.addHook('onRequest', guard);
    routes(scope);
  });
}
