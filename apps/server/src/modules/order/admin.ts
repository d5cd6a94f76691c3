import { shapes } from '@tongxin/api-client/catalogue';
import { isMobile } from '@tongxin/validators';
import { desc, eq } from 'drizzle-orm';
import { z } from 'zod';
import { staffGuard } from '../staff/api';
import type { ModuleContext } from '../../platform/module';
import { memberIdByMobile } from '../member/api';
import { paySettingsOf, setPaySettings } from './pay-settings';
import { promoCodes } from './schema';

const iidQuery = z.object({ iid: shapes.idParam });
const promoBody = z.object({
  iid: shapes.idParam,
  code: z.string().trim().regex(/^[A-Za-z0-9]{4,20}$/),
  title: z.string().trim().min(1).max(40),
  minusFen: z.number().int().min(1),
  thresholdFen: z.number().int().min(0).default(0),
  endTime: z.iso.datetime({ offset: true }),
  remaining: z.number().int().min(1).optional(),
  /** The member who hands the code out (their wallet/discountCode page lists it); none for the organisation's own. */
  mobile: z.string().trim().optional(),
});

const paySettingsBody = z
  .object({
    iid: z.coerce.number().int().positive(),
    newPay: z.boolean().optional(),
    /** Seconds an unpaid order holds what it took (1 s – 1 day, as ORDER_HOLD_SECONDS); null: back to the server's. */
    holdSeconds: z.number().int().min(1).max(86_400).nullable().optional(),
  })
  .strict();

const view = (p: typeof promoCodes.$inferSelect) => ({ ...p, endTime: p.endTime.toISOString() });

/**
 * The organisation's discount codes (a staff session, `staffGuard`; replies `{ code: 0, t }`):
 *   GET  /api/admin/order/promos?iid=     the tenant's codes, latest end first
 *   POST /api/admin/order/promos          { iid, code, title, minusFen, thresholdFen?, endTime, remaining?, mobile? }:
 *                                         a new code (upper-cased); with `mobile`, the member of that number hands it out
 *   GET  /api/admin/order/pay-settings?iid=  the tenant's payment settings: { newPay, holdSeconds }
 *   POST /api/admin/order/pay-settings       { iid, newPay?, holdSeconds? }: the new-pay route on or off (order.checkPartner;
 *                                         an order keeps the route of its first prepay), how long an unpaid order waits
 *                                         (new orders; null: the server's ORDER_HOLD_SECONDS)
 */
export function registerOrderAdmin({ app, services: s }: ModuleContext) {
  app.register(async (scope) => {
    staffGuard(scope, s, ['operator']);

    scope.get('/api/admin/order/promos', async (request, reply) => {
      const q = iidQuery.safeParse(request.query);
      if (!q.success) return reply.code(400).send({ code: 400, msg: '参数错误：iid' });
      const rows = await s.db.select().from(promoCodes).where(eq(promoCodes.iid, q.data.iid)).orderBy(desc(promoCodes.endTime), desc(promoCodes.id)).limit(500);
      return { code: 0, t: rows.map(view) };
    });

    scope.get('/api/admin/order/pay-settings', async (request, reply) => {
      const q = iidQuery.safeParse(request.query);
      if (!q.success) return reply.code(400).send({ code: 400, msg: '参数错误：iid' });
      return { code: 0, t: await paySettingsOf(s.db, q.data.iid) };
    });

    scope.post('/api/admin/order/pay-settings', async (request, reply) => {
      const b = paySettingsBody.safeParse(request.body ?? {});
      if (!b.success) return reply.code(400).send({ code: 400, msg: `参数错误：${b.error.issues.map((i) => i.path.join('.') || i.message).join(', ')}` });
      const { iid, ...change } = b.data;
      return { code: 0, t: await setPaySettings(s.db, iid, change) };
    });

    scope.post('/api/admin/order/promos', async (request, reply) => {
      const b = promoBody.safeParse(request.body ?? {});
      if (!b.success) return reply.code(400).send({ code: 400, msg: `参数错误：${b.error.issues.map((i) => i.path.join('.')).join(', ')}` });
      const { iid, mobile, code, endTime, ...rest } = b.data;
      let memberId: number | null = null;
      if (mobile !== undefined) {
        if (!isMobile(mobile)) return reply.code(400).send({ code: 400, msg: '请输入正确的手机号' });
        memberId = (await memberIdByMobile(s.db, iid, mobile)) ?? null;
        if (memberId === null) return reply.code(404).send({ code: 404, msg: '该手机号不是本组织的会员' });
      }
      const [row] = await s.db
        .insert(promoCodes)
        .values({ iid, code: code.toUpperCase(), endTime: new Date(endTime), remaining: rest.remaining ?? null, title: rest.title, minusFen: rest.minusFen, thresholdFen: rest.thresholdFen, memberId })
        .onConflictDoNothing()
        .returning();
      if (!row) return reply.code(409).send({ code: 409, msg: '优惠码已存在' });
      return { code: 0, t: view(row) };
    });
  });
}
