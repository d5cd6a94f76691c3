import { shapes } from '@tongxin/api-client/catalogue';
import { and, asc, desc, eq, gt, sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { actingIid, mayAct, staffGuard } from '../staff/api';
import type { ModuleContext } from '../../platform/module';
import type { Services } from '../../services';
import { applicants, applications, formComponents, formGroups, orders, registrations, sessions, uploads } from './schema';

const ridParams = z.object({ rid: shapes.idParam });
const regQuery = z.object({ regId: z._default(shapes.idParam, 3) });
const listQuery = z.object({ status: z.coerce.number().int().min(0).max(4).optional(), regId: z.optional(shapes.idParam) });
const refillBody = z.object({ reason: z.string().trim().min(1).max(500), regId: z._default(shapes.idParam, 3) });
const approveBody = z.object({ regId: z._default(shapes.idParam, 3) }).default({ regId: 3 });

/**
 * The reviewers' admin API under /api/admin, behind a staff session (`staffGuard`: reviewers for
 * registrations, finance for payments), in the caller's tenant (an operator names it with `iid`);
 * an applicant of another tenant is 404. Replies `{ code: 0, t }`; refusals `{ code, msg }`.
 */
export function registerAdmin({ app, services: s }: ModuleContext) {
  /** The applicant exists and belongs to a tenant the caller may act in. */
  async function ownApplicant(request: FastifyRequest, rid: number): Promise<boolean> {
    const [row] = await s.db.select({ iid: applicants.iid }).from(applicants).where(eq(applicants.rid, rid));
    return row !== undefined && mayAct(request, row.iid);
  }
  const noTenant = { code: 400, msg: '参数错误：iid（要管理的组织）' };

  app.register(async (scope) => {
    staffGuard(scope, s, ['finance']);
    scope.get('/api/admin/payments', async (request, reply) => {
      const iid = actingIid(request);
      if (iid === null) return reply.code(400).send(noTenant);
      const rows = await s.db
        .select({
          gid: orders.gid,
          rid: orders.rid,
          mobile: applicants.mobile,
          orderType: orders.orderType,
          amountFen: orders.amountFen,
          status: orders.status,
          tradeNo: orders.tradeNo,
          transactionId: orders.transactionId,
          paidAt: orders.paidAt,
          createdAt: orders.createdAt,
        })
        .from(orders)
        .innerJoin(applicants, eq(applicants.rid, orders.rid))
        .where(eq(applicants.iid, iid))
        .orderBy(desc(orders.createdAt))
        .limit(500);
      return { code: 0, t: rows };
    });
  });

  app.register(async (scope) => {
    staffGuard(scope, s, ['reviewer']);

    scope.get('/api/admin/registrations', async (request, reply) => {
      const q = listQuery.safeParse(request.query);
      if (!q.success) return reply.code(400).send({ code: 400, msg: '参数错误' });
      const iid = actingIid(request);
      if (iid === null) return reply.code(400).send(noTenant);
      const conditions = [
        eq(applicants.iid, iid),
        q.data.status !== undefined ? eq(applications.status, q.data.status) : undefined,
        q.data.regId !== undefined ? eq(applications.regId, q.data.regId) : undefined,
      ].filter((c) => c !== undefined);
      const rows = await s.db
        .select({
          rid: applications.rid,
          regId: applications.regId,
          status: applications.status,
          mobile: applicants.mobile,
          values: applications.values,
          submittedAt: applications.submittedAt,
          updatedAt: applications.updatedAt,
        })
        .from(applications)
        .innerJoin(applicants, eq(applicants.rid, applications.rid))
        .where(conditions.length ? and(...conditions) : undefined)
        .orderBy(desc(applications.updatedAt))
        .limit(500);
      const nameIds = await roleIds(s, 'name');
      return {
        code: 0,
        t: rows.map(({ values, ...r }) => ({ ...r, name: nameIds.map((id) => values[String(id)] ?? '').find((v) => v) ?? '' })),
      };
    });

    scope.get('/api/admin/registrations/:rid', async (request, reply) => {
      const p = ridParams.safeParse(request.params);
      const q = regQuery.safeParse(request.query);
      if (!p.success || !q.success) return reply.code(400).send({ code: 400, msg: '参数错误' });
      if (!(await ownApplicant(request, p.data.rid))) return reply.code(404).send({ code: 404, msg: '没有这份报名' });
      const [row] = await s.db
        .select({ app: applications, mobile: applicants.mobile, regName: registrations.name })
        .from(applications)
        .innerJoin(applicants, eq(applicants.rid, applications.rid))
        .innerJoin(registrations, eq(registrations.id, applications.regId))
        .where(and(eq(applications.rid, p.data.rid), eq(applications.regId, q.data.regId)))
        .limit(1);
      if (!row) return reply.code(404).send({ code: 404, msg: '没有这份报名' });
      const components = await s.db
        .select({ id: formComponents.id, name: formComponents.name, type: formComponents.type, group: formGroups.groupName })
        .from(formComponents)
        .innerJoin(formGroups, eq(formGroups.id, formComponents.groupId))
        .where(eq(formGroups.regId, q.data.regId))
        .orderBy(asc(formGroups.sort), asc(formComponents.sort));
      const files = await s.db.select().from(uploads).where(eq(uploads.rid, p.data.rid)).orderBy(asc(uploads.createdAt));
      const [order] = await s.db.select().from(orders).where(eq(orders.applicationId, row.app.id)).limit(1);
      return {
        code: 0,
        t: {
          rid: row.app.rid,
          regId: row.app.regId,
          regName: row.regName,
          mobile: row.mobile,
          status: row.app.status,
          refillReason: row.app.refillReason,
          submittedAt: row.app.submittedAt,
          fields: components.map((c) => ({ ...c, value: row.app.values[String(c.id)] ?? '' })),
          uploads: files.map((f) => ({ key: f.key, mime: f.mime, size: f.size, width: f.width, height: f.height })),
          order: order ? { gid: order.gid, status: order.status, amountFen: order.amountFen, paidAt: order.paidAt } : null,
        },
      };
    });

    scope.post('/api/admin/registrations/:rid/approve', async (request, reply) => {
      const p = ridParams.safeParse(request.params);
      const b = approveBody.safeParse(request.body ?? undefined);
      if (!p.success || !b.success) return reply.code(400).send({ code: 400, msg: '参数错误' });
      if (!(await ownApplicant(request, p.data.rid))) return reply.code(404).send({ code: 404, msg: '没有这份报名' });
      return review(reply, p.data.rid, b.data.regId, { status: 2, refillReason: '' });
    });

    scope.post('/api/admin/registrations/:rid/refill', async (request, reply) => {
      const p = ridParams.safeParse(request.params);
      const b = refillBody.safeParse(request.body);
      if (!p.success || !b.success) return reply.code(400).send({ code: 400, msg: '需要退回原因（reason）' });
      if (!(await ownApplicant(request, p.data.rid))) return reply.code(404).send({ code: 404, msg: '没有这份报名' });
      return review(reply, p.data.rid, b.data.regId, { status: 4, refillReason: b.data.reason });
    });

    // Ends every session of an applicant at once (a lost phone, a shared password): their next
    // call answers 1000001 and the app sends them to login. Replies the number of sessions ended.
    scope.post('/api/admin/applicants/:rid/sign-out', async (request, reply) => {
      const p = ridParams.safeParse(request.params);
      if (!p.success) return reply.code(400).send({ code: 400, msg: '参数错误' });
      if (!(await ownApplicant(request, p.data.rid))) return reply.code(404).send({ code: 404, msg: '没有这个考生' });
      const now = new Date(s.now());
      const ended = await s.db
        .update(sessions)
        .set({ expiresAt: now })
        .where(and(eq(sessions.rid, p.data.rid), gt(sessions.expiresAt, now)))
        .returning({ rid: sessions.rid });
      return { code: 0, t: ended.length };
    });

  });

  /** A reviewer's decision: only from status 1 (waiting for review). */
  async function review(reply: FastifyReply, rid: number, regId: number, to: { status: 2 | 4; refillReason: string }) {
    const moved = await s.db
      .update(applications)
      .set({ ...to, reviewedAt: new Date(s.now()), updatedAt: new Date(s.now()) })
      .where(and(eq(applications.rid, rid), eq(applications.regId, regId), eq(applications.status, 1)))
      .returning({ status: applications.status });
    if (moved.length === 0) {
      const [current] = await s.db
        .select({ status: applications.status })
        .from(applications)
        .where(and(eq(applications.rid, rid), eq(applications.regId, regId)))
        .limit(1);
      if (!current) return reply.code(404).send({ code: 404, msg: '没有这份报名' });
      return reply.code(409).send({ code: 409, msg: `只有待审核（状态 1）的报名可以审核，当前状态 ${current.status}` });
    }
    return { code: 0, t: { rid, regId, status: to.status } };
  }
}

async function roleIds(s: Services, role: string): Promise<number[]> {
  const rows = await s.db.select({ id: formComponents.id }).from(formComponents).where(sql`${formComponents.role} = ${role}`);
  return rows.map((r) => r.id);
}
