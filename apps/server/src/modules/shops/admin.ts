import { shapes, shops } from '@tongxin/api-client/catalogue';
import { and, asc, eq } from 'drizzle-orm';
import { z } from 'zod';
import { staffGuard } from '../staff/api';
import type { ModuleContext } from '../../platform/module';
import { refundOrderInFull } from '../order/api';
import { shopsShops } from './schema';

const S = shops.SHOP_STATUS;
const listQuery = z.object({ iid: shapes.idParam, status: z.coerce.number().int().min(0).max(4).default(S.reviewing) });
const reviewBody = z.object({ iid: shapes.idParam, id: shapes.idParam, approve: z.boolean(), reason: z.string().max(200).default('') });

/**
 * The organisation's review of member shop applications, a staff session (`staffGuard`):
 * GET /api/admin/shops/applications?iid&status (default 2, under review: paid ones) and
 * POST /api/admin/shops/review { iid, id, approve, reason } — only a paid application under
 * review can be approved (it joins the directory) or rejected (with the reason the member sees).
 * A rejection refunds the fee in full through the order kernel in the same transaction (the
 * refund is claimed with the status change, and the sweeper asks the provider once it has
 * committed: `refund` 'queued'); the member may edit the application and pay again.
 */
export function registerShopsAdmin({ app, services: s }: ModuleContext) {
  app.register(async (scope) => {
    staffGuard(scope, s, ['reviewer']);

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
      const reviewed = await s.db.transaction(async (tx) => {
        const [changed] = await tx
          .update(shopsShops)
          .set(approve ? { status: S.approved, approvedAt: now } : { status: S.rejected, rejectReason: reason.trim() })
          .where(and(eq(shopsShops.id, id), eq(shopsShops.iid, iid), eq(shopsShops.status, S.reviewing)))
          .returning({ id: shopsShops.id, status: shopsShops.status, orderId: shopsShops.orderId });
        if (!changed) return undefined;
        const refund = approve ? null : await refundOrderInFull(s, changed.orderId, `商家入驻未通过，入驻费全额退款：${reason.trim()}`, tx);
        return { id: changed.id, status: changed.status, refund };
      });
      if (!reviewed) return reply.code(409).send({ code: 409, msg: '该申请不在审核中（未支付、已审核或不存在）' });
      return { code: 0, t: reviewed };
    });
  });
}
