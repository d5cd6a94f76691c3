import { distribution, shapes } from '@tongxin/api-client/catalogue';
import { and, desc, eq, isNull } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { ReplyError } from '../../http/reply-error';
import { mayAct, staffGuard } from '../staff/api';
import type { Db } from '../../db/client';
import type { ModuleContext } from '../../platform/module';
import { memberCards } from '../member/api';
import { decide, roleById } from './roles';
import { distRoles } from './schema';

const listQuery = z.object({ iid: shapes.idParam, status: z.coerce.number().int().min(0).max(3).optional(), top: z.enum(['1', '0']).optional() });
const idParams = z.object({ id: shapes.idParam });
const decideBody = z.object({ reason: z.string().trim().max(100).default('') });

/** Applications and roles as the reviewers see them: with the member's nickname and the parent's. */
export async function applicationViews(db: Db, rows: readonly (typeof distRoles.$inferSelect)[]) {
  const parents = new Map<number, number>();
  for (const r of rows) {
    if (r.parentId === null) continue;
    const p = await roleById(db, r.parentId);
    if (p) parents.set(r.parentId, p.memberId);
  }
  const cards = await memberCards(db, [...rows.map((r) => r.memberId), ...parents.values()]);
  return rows.map((r) => ({
    id: r.id,
    memberId: r.memberId,
    nickName: cards.get(r.memberId)?.nickName ?? '',
    realName: r.realName,
    mobile: r.mobile,
    parentId: r.parentId,
    parentName: r.parentId === null ? '' : (cards.get(parents.get(r.parentId) ?? 0)?.nickName ?? ''),
    status: r.status,
    statusText: distribution.ROLE_STATUS_TEXT[r.status] ?? '',
    reason: r.reason,
    applyReason: r.applyReason,
    appliedAt: r.appliedAt.toISOString(),
  }));
}

/**
 * The reviewers' distribution API (a staff session, `staffGuard`; replies `{ code: 0, t }`):
 *   GET  /api/admin/distribution/roles?iid=&status=&top=1   applications and roles, newest first (top=1: under the organisation only)
 *   POST /api/admin/distribution/roles/:id/approve          pending → active
 *   POST /api/admin/distribution/roles/:id/reject           { reason }: pending → rejected
 * Reviewers decide any application of the tenant (a parent decides only their own children's).
 */
export function registerDistributionAdmin({ app, services: s }: ModuleContext) {
  app.register(async (scope) => {
    staffGuard(scope, s, ['reviewer']);

    scope.get('/api/admin/distribution/roles', async (request, reply) => {
      const q = listQuery.safeParse(request.query);
      if (!q.success) return reply.code(400).send({ code: 400, msg: '参数错误：iid' });
      const rows = await s.db
        .select()
        .from(distRoles)
        .where(and(eq(distRoles.iid, q.data.iid), q.data.status === undefined ? undefined : eq(distRoles.status, q.data.status), q.data.top === '1' ? isNull(distRoles.parentId) : undefined))
        .orderBy(desc(distRoles.appliedAt), desc(distRoles.id))
        .limit(200);
      return { code: 0, t: await applicationViews(s.db, rows) };
    });

    const decideRoute = (pass: boolean) => async (request: FastifyRequest, reply: FastifyReply) => {
      const p = idParams.safeParse(request.params);
      const b = decideBody.safeParse(request.body ?? {});
      if (!p.success || !b.success || (!pass && !b.data.reason)) return reply.code(400).send({ code: 400, msg: pass ? '参数错误：id' : '参数错误：需要 id 和拒绝原因 reason' });
      const role = await roleById(s.db, p.data.id);
      if (!role || !mayAct(request, role.iid)) return reply.code(404).send({ code: 404, msg: '没有这个申请' });
      try {
        const row = await decide(s.db, role.iid, role.id, { pass, reason: b.data.reason, byRoleId: null, byMemberId: null }, new Date(s.now()));
        return { code: 0, t: { id: row.id, status: row.status, reason: row.reason } };
      } catch (error) {
        if (error instanceof ReplyError) return reply.code(409).send({ code: 409, msg: error.message });
        throw error;
      }
    };
    scope.post('/api/admin/distribution/roles/:id/approve', decideRoute(true));
    scope.post('/api/admin/distribution/roles/:id/reject', decideRoute(false));
  });
}
