import { shops } from '@tongxin/api-client/catalogue';
import { and, asc, eq } from 'drizzle-orm';
import { z } from 'zod';
import { adminGuard } from '../../platform/admin-guard';
import type { ModuleContext } from '../../platform/module';
import { shopsShops } from './schema';

const S = shops.SHOP_STATUS;
const listQuery = z.object({ iid: z.coerce.number().int().positive(), status: z.coerce.number().int().min(0).max(4).default(S.reviewing) });
const reviewBody = z.object({ iid: z.coerce.number().int().positive(), id: z.coerce.number().int().positive(), approve: z.boolean(), reason: z.string().max(200).default('') });

/**
 * The organisation's review of member shop applications, `Authorization: Bearer ADMIN_TOKEN`:
 * GET /api/admin/shops/applications?iid&status (default 2, under review: paid ones) and
 * POST /api/admin/shops/review { iid, id, approve, reason } — only a paid application under
 * review can be approved (it joins the directory) or rejected (with the reason the member sees).
 */
export function registerShopsAdmin({ app, services: s }: ModuleContext) {
  app.register(async (scope) => {
    scope.addHook('onRequest', adminGuard(s));

    scope.get('/api/admin/shops/applications', async (request, reply) => {
      const q = listQuery.safeParse(request.query);
      if (!q.success) return reply.code(400).send({ code: 400, msg: '参数错误：iid、status' });
      const rows = await s.db.select().from(shopsShops).where(and(eq(shopsShops.iid, q.data.iid), eq(shopsShops.status, q.data.status))).orderBy(asc(shopsShops.paidAt), asc(shopsShops.id)).limit(200);
      return { code: 0, t: rows.map((r) => ({ id: r.id, memberId: r.memberId, name: r.name, category: r.category, contact: r.contact, phone: r.phone, region: r.region, licence: r.licence, status: r.status, orderId: r.orderId, paidFen: r.paidFen, paidAt: r.paidAt?.toISOString() ?? null })) };
    });

    scope.post('/api/admin/shops/review', async (request, reply) => {
      const body = reviewBody.safeParse(request.body);
      if (!body.success) return reply.code(400).send({ code: 400, msg: '参数错误：需要 iid、id 和 approve' });
      const { iid, id, approve, reason } = body.data;
      if (!approve && !reason.trim()) return reply.code(400).send({ code: 400, msg: '请填写未通过的原因' });
      const now = new Date(s.now());
      const changed = await s.db
        .update(shopsShops)
        .set(approve ? { status: S.approved, approvedAt: now } : { status: S.rejected, rejectReason: reason.trim() })
        .where(and(eq(shopsShops.id, id), eq(shopsShops.iid, iid), eq(shopsShops.status, S.reviewing)))
        .returning({ id: shopsShops.id, status: shopsShops.status });
      if (changed.length === 0) return reply.code(409).send({ code: 409, msg: '该申请不在审核中（未支付、已审核或不存在）' });
      return { code: 0, t: changed[0] };
    });
  });
}
