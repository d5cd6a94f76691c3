import { createHash, timingSafeEqual } from 'node:crypto';
import { shapes } from '@tongxin/api-client/catalogue';
import { desc, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { ModuleContext } from '../../platform/module';
import { signSosAlerts } from './schema';

const digest = (text: string) => createHash('sha256').update(text).digest();
const listQuery = z.object({ iid: shapes.idParam, limit: z.coerce.number().int().min(1).max(200).default(50) });

/**
 * The organisation's view of SOS alerts: GET /api/admin/sign/sos?iid= (newest first), with
 * `Authorization: Bearer ADMIN_TOKEN` (503 when ADMIN_TOKEN is unset, 401 otherwise). Replies
 * `{ code: 0, t: [{ id, name, mobile, lat, lng, accuracy, message, createdAt }] }`.
 */
export function registerSignAdmin({ app, services: s }: ModuleContext) {
  const expected = s.config.adminToken ? digest(s.config.adminToken) : undefined;
  app.get('/api/admin/sign/sos', async (request, reply) => {
    if (!expected) return reply.code(503).send({ code: 503, msg: '管理接口未启用：请设置 ADMIN_TOKEN' });
    if (!s.limiter.hit(`admin:${request.ip}`, 60, 60_000)) return reply.code(429).send({ code: 429, msg: '操作过于频繁，请稍后再试' });
    const header = request.headers.authorization ?? '';
    const token = header.startsWith('Bearer ') ? header.slice(7) : '';
    if (!token || !timingSafeEqual(digest(token), expected)) return reply.code(401).send({ code: 401, msg: '管理令牌无效' });
    const q = listQuery.safeParse(request.query);
    if (!q.success) return reply.code(400).send({ code: 400, msg: '参数错误：iid' });
    const rows = await s.db.select().from(signSosAlerts).where(eq(signSosAlerts.iid, q.data.iid)).orderBy(desc(signSosAlerts.createdAt), desc(signSosAlerts.id)).limit(q.data.limit);
    return {
      code: 0,
      t: rows.map((r) => ({ id: r.id, name: r.name, mobile: r.mobile, lat: r.lat, lng: r.lng, accuracy: r.accuracy, message: r.message, createdAt: r.createdAt.toISOString() })),
    };
  });
}
