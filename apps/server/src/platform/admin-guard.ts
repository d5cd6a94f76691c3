import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Services } from '../services';

const digest = (text: string) => createHash('sha256').update(text).digest();

/**
 * The reviewers' guard of a module's admin routes (`scope.addHook('onRequest', adminGuard(s))`):
 * `Authorization: Bearer ADMIN_TOKEN`, 503 when ADMIN_TOKEN is unset, 401 for a wrong token, 429
 * past 60 requests a minute per address (shared with every admin route).
 */
export function adminGuard(s: Pick<Services, 'config' | 'limiter'>) {
  const expected = s.config.adminToken ? digest(s.config.adminToken) : undefined;
  return async (request: FastifyRequest, reply: FastifyReply) => {
    if (!expected) return reply.code(503).send({ code: 503, msg: '管理接口未启用：请设置 ADMIN_TOKEN' });
    if (!s.limiter.hit(`admin:${request.ip}`, 60, 60_000)) return reply.code(429).send({ code: 429, msg: '操作过于频繁，请稍后再试' });
    const header = request.headers.authorization ?? '';
    const token = header.startsWith('Bearer ') ? header.slice(7) : '';
    if (!token || !timingSafeEqual(digest(token), expected)) return reply.code(401).send({ code: 401, msg: '管理令牌无效' });
    return undefined;
  };
}
