import { isMobile } from '@tongxin/validators';
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import { z } from 'zod';
import { ReplyError } from '../../http/reply-error';
import { staffGuard } from '../staff/api';
import type { ModuleContext } from '../../platform/module';
import { memberCards, memberIdByMobile } from '../member/api';
import { stayPlaces, stayStaff } from './schema';
import { verifyPackage } from './verify';

const iid = z.coerce.number().int().positive();
const staffBody = z.object({ iid, placeId: z.coerce.number().int().positive(), mobile: z.string().trim() });
const removeQuery = z.object({ iid });
const idParams = z.object({ id: z.coerce.number().int().positive() });
const verifyBody = z.object({ iid, code: z.string().trim().min(1).max(24) });
const badParams = (error: z.ZodError) => `参数错误：${error.issues.map((i) => i.path.join('.')).join(', ')}`;

/**
 * The organisation's campsite and homestay staff, and writing a package off itself
 * (a staff session, `staffGuard`; replies `{ code: 0, t }`):
 *   GET    /api/admin/stay/staff?iid=              the tenant's staff (taken off ones too), with their place and member
 *   POST   /api/admin/stay/staff                   { iid, placeId, mobile }: the tenant's member with that number
 *                                                  writes off the place's packages (one taken off comes back)
 *   DELETE /api/admin/stay/staff/:id?iid=          takes them off: they write off no more
 *   POST   /api/admin/stay/packages/verify         { iid, code }: writes the package behind a use code off, once
 *                                                  (any place of the tenant); refusals as stay.verify's, HTTP 409
 */
export function registerStayAdmin({ app, services: s }: ModuleContext) {
  async function staffViews(tenant: number, id?: number) {
    const rows = await s.db
      .select({ staff: stayStaff, place: stayPlaces.name })
      .from(stayStaff)
      .innerJoin(stayPlaces, eq(stayPlaces.id, stayStaff.placeId))
      .where(and(eq(stayStaff.iid, tenant), id === undefined ? undefined : eq(stayStaff.id, id)))
      .orderBy(asc(stayStaff.id));
    const cards = await memberCards(s.db, rows.map((r) => r.staff.memberId));
    return rows.map(({ staff, place }) => ({
      id: staff.id,
      placeId: staff.placeId,
      place,
      memberId: staff.memberId,
      mobile: cards.get(staff.memberId)?.mobile ?? '',
      nickName: cards.get(staff.memberId)?.nickName ?? '',
      removed: staff.removedAt !== null,
    }));
  }

  app.register(async (scope) => {
    staffGuard(scope, s, ['operator', 'checkin']);

    scope.get('/api/admin/stay/staff', async (request, reply) => {
      const q = removeQuery.safeParse(request.query);
      if (!q.success) return reply.code(400).send({ code: 400, msg: '参数错误：iid' });
      return { code: 0, t: await staffViews(q.data.iid) };
    });

    scope.post('/api/admin/stay/staff', async (request, reply) => {
      const b = staffBody.safeParse(request.body ?? {});
      if (!b.success) return reply.code(400).send({ code: 400, msg: badParams(b.error) });
      if (!isMobile(b.data.mobile)) return reply.code(400).send({ code: 400, msg: '请输入正确的手机号' });
      const [place] = await s.db.select({ id: stayPlaces.id }).from(stayPlaces).where(and(eq(stayPlaces.id, b.data.placeId), eq(stayPlaces.iid, b.data.iid)));
      if (!place) return reply.code(404).send({ code: 404, msg: '营地或民宿不存在' });
      const memberId = await memberIdByMobile(s.db, b.data.iid, b.data.mobile);
      if (memberId === undefined) return reply.code(404).send({ code: 404, msg: '该手机号不是本组织的会员' });
      // One statement decides: new staff, or staff taken off back; current staff stays as it is.
      const [row] = await s.db
        .insert(stayStaff)
        .values({ iid: b.data.iid, placeId: place.id, memberId, createdAt: new Date(s.now()) })
        .onConflictDoUpdate({ target: [stayStaff.placeId, stayStaff.memberId], set: { removedAt: null }, setWhere: sql`${stayStaff.removedAt} is not null` })
        .returning({ id: stayStaff.id });
      if (!row) return reply.code(409).send({ code: 409, msg: '该会员已是这里的工作人员' });
      const [view] = await staffViews(b.data.iid, row.id);
      return { code: 0, t: view };
    });

    scope.delete('/api/admin/stay/staff/:id', async (request, reply) => {
      const p = idParams.safeParse(request.params);
      const q = removeQuery.safeParse(request.query);
      if (!p.success || !q.success) return reply.code(400).send({ code: 400, msg: '参数错误：需要 id 和 iid' });
      const [row] = await s.db
        .update(stayStaff)
        .set({ removedAt: new Date(s.now()) })
        .where(and(eq(stayStaff.id, p.data.id), eq(stayStaff.iid, q.data.iid), isNull(stayStaff.removedAt)))
        .returning({ id: stayStaff.id });
      if (!row) return reply.code(404).send({ code: 404, msg: '工作人员不存在或已移除' });
      const [view] = await staffViews(q.data.iid, row.id);
      return { code: 0, t: view };
    });

    scope.post('/api/admin/stay/packages/verify', async (request, reply) => {
      const b = verifyBody.safeParse(request.body ?? {});
      if (!b.success) return reply.code(400).send({ code: 400, msg: badParams(b.error) });
      try {
        return { code: 0, t: await verifyPackage(s, b.data.iid, b.data.code.replace(/\s+/g, ''), () => true) };
      } catch (error) {
        if (error instanceof ReplyError) return reply.code(error.code === 404 ? 404 : 409).send({ code: error.code, msg: error.message });
        throw error;
      }
    });
  });
}
