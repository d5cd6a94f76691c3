import { shapes } from '@tongxin/api-client/catalogue';
import { isMobile } from '@tongxin/validators';
import { and, asc, count, eq, inArray, isNull, sql } from 'drizzle-orm';
import { z } from 'zod';
import { staffGuard } from '../staff/api';
import type { ModuleContext } from '../../platform/module';
import { memberCards, memberIdByMobile } from '../member/api';
import { writeoffBenefits, writeoffMerchants } from './schema';

const iidQuery = z.object({ iid: shapes.idParam });
const idParams = z.object({ id: shapes.idParam });
const benefitBody = z.object({ title: z.string().trim().min(1).max(40), description: z.string().trim().max(200).default(''), uses: z.number().int().min(1).max(999) });
const addBody = z.object({
  iid: shapes.idParam,
  mobile: z.string().trim(),
  name: z.string().trim().min(1).max(40),
  benefits: z.array(benefitBody).max(20).default([]),
});

const badParams = (error: z.ZodError) => `参数错误：${error.issues.map((i) => i.path.join('.')).join(', ')}`;

/**
 * The organisation's write-off merchants (a staff session, `staffGuard`; replies `{ code: 0, t }`):
 *   GET    /api/admin/writeoff/merchants?iid=              the tenant's merchants (removed ones too), with their member and benefits
 *   POST   /api/admin/writeoff/merchants                   { iid, mobile, name, benefits?: [{ title, description?, uses }] }:
 *                                                          the tenant's member with that number becomes a merchant (a removed one comes back)
 *   DELETE /api/admin/writeoff/merchants/:id?iid=          removes it: it writes off no more, its records stay
 *   POST   /api/admin/writeoff/merchants/:id/benefits      { iid, title, description?, uses }: one more benefit it honours
 */
export function registerWriteoffAdmin({ app, services: s }: ModuleContext) {
  /** The tenant's merchants as the admin API shows them. */
  async function merchantViews(iid: number, ids?: readonly number[]) {
    const rows = await s.db
      .select()
      .from(writeoffMerchants)
      .where(and(eq(writeoffMerchants.iid, iid), ids ? inArray(writeoffMerchants.id, [...ids]) : undefined))
      .orderBy(asc(writeoffMerchants.id));
    if (rows.length === 0) return [];
    const benefits = await s.db
      .select()
      .from(writeoffBenefits)
      .where(inArray(writeoffBenefits.merchantId, rows.map((r) => r.id)))
      .orderBy(asc(writeoffBenefits.id));
    const cards = await memberCards(s.db, rows.map((r) => r.memberId));
    return rows.map((r) => ({
      id: r.id,
      name: r.name,
      memberId: r.memberId,
      mobile: cards.get(r.memberId)?.mobile ?? '',
      nickName: cards.get(r.memberId)?.nickName ?? '',
      removed: r.removedAt !== null,
      removedAt: r.removedAt?.toISOString() ?? null,
      benefits: benefits.filter((b) => b.merchantId === r.id).map((b) => ({ id: b.id, title: b.title, description: b.description, uses: b.uses })),
    }));
  }

  app.register(async (scope) => {
    staffGuard(scope, s, ['operator']);

    scope.get('/api/admin/writeoff/merchants', async (request, reply) => {
      const q = iidQuery.safeParse(request.query);
      if (!q.success) return reply.code(400).send({ code: 400, msg: '参数错误：iid' });
      return { code: 0, t: await merchantViews(q.data.iid) };
    });

    scope.post('/api/admin/writeoff/merchants', async (request, reply) => {
      const b = addBody.safeParse(request.body ?? {});
      if (!b.success) return reply.code(400).send({ code: 400, msg: badParams(b.error) });
      const { iid, mobile, name, benefits } = b.data;
      if (!isMobile(mobile)) return reply.code(400).send({ code: 400, msg: '请输入正确的手机号' });
      const memberId = await memberIdByMobile(s.db, iid, mobile);
      if (memberId === undefined) return reply.code(404).send({ code: 404, msg: '该手机号不是本组织的会员' });
      const id = await s.db.transaction(async (tx) => {
        // One statement decides: a new merchant, or a removed one back (with its new name); a current one stays as it is.
        const [row] = await tx
          .insert(writeoffMerchants)
          .values({ iid, memberId, name })
          .onConflictDoUpdate({ target: [writeoffMerchants.iid, writeoffMerchants.memberId], set: { name, removedAt: null }, setWhere: sql`${writeoffMerchants.removedAt} is not null` })
          .returning({ id: writeoffMerchants.id });
        if (!row) return undefined;
        if (benefits.length > 0) await tx.insert(writeoffBenefits).values(benefits.map((x) => ({ iid, merchantId: row.id, ...x })));
        return row.id;
      });
      if (id === undefined) return reply.code(409).send({ code: 409, msg: '该会员已是核销商家' });
      const [view] = await merchantViews(iid, [id]);
      return { code: 0, t: view };
    });

    scope.delete('/api/admin/writeoff/merchants/:id', async (request, reply) => {
      const p = idParams.safeParse(request.params);
      const q = iidQuery.safeParse(request.query);
      if (!p.success || !q.success) return reply.code(400).send({ code: 400, msg: '参数错误：需要 id 和 iid' });
      const [row] = await s.db
        .update(writeoffMerchants)
        .set({ removedAt: new Date(s.now()) })
        .where(and(eq(writeoffMerchants.id, p.data.id), eq(writeoffMerchants.iid, q.data.iid), isNull(writeoffMerchants.removedAt)))
        .returning({ id: writeoffMerchants.id });
      if (!row) {
        const [there] = await s.db.select({ n: count() }).from(writeoffMerchants).where(and(eq(writeoffMerchants.id, p.data.id), eq(writeoffMerchants.iid, q.data.iid)));
        return (there?.n ?? 0) > 0 ? reply.code(409).send({ code: 409, msg: '该商家已移除' }) : reply.code(404).send({ code: 404, msg: '商家不存在' });
      }
      const [view] = await merchantViews(q.data.iid, [row.id]);
      return { code: 0, t: view };
    });

    scope.post('/api/admin/writeoff/merchants/:id/benefits', async (request, reply) => {
      const p = idParams.safeParse(request.params);
      const b = benefitBody.extend({ iid: shapes.idParam }).safeParse(request.body ?? {});
      if (!p.success) return reply.code(400).send({ code: 400, msg: '参数错误：id' });
      if (!b.success) return reply.code(400).send({ code: 400, msg: badParams(b.error) });
      const { iid, ...benefit } = b.data;
      const [merchant] = await s.db
        .select({ id: writeoffMerchants.id })
        .from(writeoffMerchants)
        .where(and(eq(writeoffMerchants.id, p.data.id), eq(writeoffMerchants.iid, iid), isNull(writeoffMerchants.removedAt)));
      if (!merchant) return reply.code(404).send({ code: 404, msg: '商家不存在' });
      await s.db.insert(writeoffBenefits).values({ iid, merchantId: merchant.id, ...benefit });
      const [view] = await merchantViews(iid, [merchant.id]);
      return { code: 0, t: view };
    });
  });
}
