import { shapes } from '@tongxin/api-client/catalogue';
import { desc, eq } from 'drizzle-orm';
import { z } from 'zod';
import { staffGuard } from '../staff/api';
import type { ModuleContext } from '../../platform/module';
import { signSosAlerts } from './schema';

const listQuery = z.object({ iid: shapes.idParam, limit: z.coerce.number().int().min(1).max(200).default(50) });

/**
 * The organisation's view of SOS alerts: GET /api/admin/sign/sos?iid= (newest first), with
 * a staff session of the tenant (`staffGuard`: operators and check-in staff; 401 without). Replies
 * `{ code: 0, t: [{ id, name, mobile, lat, lng, accuracy, message, createdAt }] }`.
 */
export function registerSignAdmin({ app, services: s }: ModuleContext) {
  app.register(async (scope) => {
  staffGuard(scope, s, ['operator', 'checkin']);
  scope.get('/api/admin/sign/sos', async (request, reply) => {
    const q = listQuery.safeParse(request.query);
    if (!q.success) return reply.code(400).send({ code: 400, msg: '参数错误：iid' });
    const rows = await s.db.select().from(signSosAlerts).where(eq(signSosAlerts.iid, q.data.iid)).orderBy(desc(signSosAlerts.createdAt), desc(signSosAlerts.id)).limit(q.data.limit);
    return {
      code: 0,
      t: rows.map((r) => ({ id: r.id, name: r.name, mobile: r.mobile, lat: r.lat, lng: r.lng, accuracy: r.accuracy, message: r.message, createdAt: r.createdAt.toISOString() })),
    };
  });
  });
}
