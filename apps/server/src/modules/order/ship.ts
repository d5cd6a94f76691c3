import { order, shapes } from '@tongxin/api-client/catalogue';
import { and, desc, eq } from 'drizzle-orm';
import { z } from 'zod';
import { mayAct, staffGuard } from '../staff/api';
import type { ModuleContext } from '../../platform/module';
import { fenOf } from './kernel';
import { memberOrders, orderTraces } from './schema';

const { paid: PAID, shipped: SHIPPED } = order.ORDER_STATUS;

const listQuery = z.object({ iid: shapes.idParam, status: z.coerce.number().int().min(0).max(20).default(PAID) });
const shipParams = z.object({ orderId: z.string().trim().min(1).max(64) });
const shipBody = z.object({
  company: z.string().trim().min(1).max(40),
  transportNumber: z
    .string()
    .trim()
    .regex(/^[0-9A-Za-z-]{6,40}$/),
});

/**
 * The merchant's shipping API (a staff session, `staffGuard`; replies `{ code: 0, t }`):
 *   GET  /api/admin/orders?iid=&status=          a tenant's orders of a status (default 11, paid: to ship), newest first
 *   POST /api/admin/orders/:orderId/ship         { company, transportNumber }: paid → shipped (12), with the
 *                                                parcel's first trace; the buyer then confirms receipt (update/status 13)
 * A paid order with a refund under way, or one not paid, is not shipped (409).
 */
export function registerShippingAdmin({ app, services: s }: ModuleContext): void {
  app.register(async (scope) => {
    staffGuard(scope, s, ['finance']);

    scope.get('/api/admin/orders', async (request, reply) => {
      const q = listQuery.safeParse(request.query);
      if (!q.success) return reply.code(400).send({ code: 400, msg: '参数错误：iid' });
      const rows = await s.db
        .select()
        .from(memberOrders)
        .where(and(eq(memberOrders.iid, q.data.iid), eq(memberOrders.status, q.data.status)))
        .orderBy(desc(memberOrders.createdAt))
        .limit(200);
      return {
        code: 0,
        t: rows.map((r) => ({
          orderId: r.orderId,
          title: r.title,
          payFen: fenOf(r),
          status: r.status,
          contactName: r.contactName,
          contactPhone: r.contactPhone,
          deliveryAddress: r.deliveryAddress,
          company: r.company,
          transportNumber: r.transportNumber,
          paidAt: r.paidAt?.toISOString() ?? null,
        })),
      };
    });

    scope.post('/api/admin/orders/:orderId/ship', async (request, reply) => {
      const p = shipParams.safeParse(request.params);
      if (!p.success) return reply.code(400).send({ code: 400, msg: '参数错误：orderId' });
      const b = shipBody.safeParse(request.body ?? {});
      if (!b.success) return reply.code(400).send({ code: 400, msg: '请填写物流公司和正确的物流单号' });
      const [target] = await s.db.select({ iid: memberOrders.iid }).from(memberOrders).where(eq(memberOrders.orderId, p.data.orderId));
      if (!target || !mayAct(request, target.iid)) return reply.code(404).send({ code: 404, msg: '订单不存在' });
      const now = new Date(s.now());
      const shipped = await s.db.transaction(async (tx) => {
        const [row] = await tx
          .update(memberOrders)
          .set({ status: SHIPPED, company: b.data.company, transportNumber: b.data.transportNumber })
          .where(and(eq(memberOrders.orderId, p.data.orderId), eq(memberOrders.status, PAID), eq(memberOrders.refundState, order.REFUND_STATE.none)))
          .returning();
        if (row) await tx.insert(orderTraces).values({ orderId: row.orderId, at: now, text: `商家已发货：${b.data.company} ${b.data.transportNumber}` });
        return row;
      });
      if (!shipped) {
        const [found] = await s.db.select({ status: memberOrders.status }).from(memberOrders).where(eq(memberOrders.orderId, p.data.orderId));
        if (!found) return reply.code(404).send({ code: 404, msg: '订单不存在' });
        return reply.code(409).send({ code: 409, msg: found.status === SHIPPED ? '订单已发货' : '订单未支付、已完成或正在退款，不能发货' });
      }
      return { code: 0, t: { orderId: shipped.orderId, status: shipped.status, company: shipped.company, transportNumber: shipped.transportNumber } };
    });
  });
}
