import { cf, shapes } from '@tongxin/api-client/catalogue';
import { and, desc, eq } from 'drizzle-orm';
import { z } from 'zod';
import { mayAct, staffGuard } from '../staff/api';
import type { ModuleContext } from '../../platform/module';
import { cfPayouts, cfProjects } from './schema';

const P = cf.PROJECT_STATUS;
const reviewBody = z.object({
  id: z.number().int().positive().max(2_147_483_647),
  approve: z.boolean(),
  reason: z.string().max(200).default(''),
});
const payoutsQuery = z.object({ iid: shapes.idParam });
const listQuery = z.object({ iid: shapes.idParam, status: z.coerce.number().int().min(0).max(4).default(P.reviewing) });

/**
 * The organisation's crowdfunding review under /api/admin/cf (a staff session, `staffGuard`; a
 * member's session or a forged header is 401 and changes nothing): GET
 * projects?iid&status lists projects in a state (default: waiting for review); POST review
 * { id, approve, reason } approves (funding) or rejects with a reason — once, only while waiting;
 * GET payouts?iid lists what succeeded projects settled to their launchers' wallets, with the
 * payout account each launcher bound (masked but its last four digits).
 */
export function registerCfAdmin({ app, services: s }: ModuleContext) {
  // Payouts are the finance staff's; the review queue the reviewers'.
  app.register(async (scope) => {
    staffGuard(scope, s, ['finance']);
    scope.get('/api/admin/cf/payouts', async (request, reply) => {
      const q = payoutsQuery.safeParse(request.query);
      if (!q.success) return reply.code(400).send({ code: 400, msg: '参数错误：iid' });
      const rows = await s.db
        .select({ payout: cfPayouts, project: cfProjects })
        .from(cfPayouts)
        .innerJoin(cfProjects, eq(cfProjects.id, cfPayouts.projectId))
        .where(eq(cfPayouts.iid, q.data.iid))
        .orderBy(desc(cfPayouts.settledAt), desc(cfPayouts.projectId))
        .limit(100);
      return {
        code: 0,
        t: rows.map(({ payout, project }) => ({
          projectId: payout.projectId,
          title: project.title,
          launcherId: payout.launcherId,
          goalFen: project.goalFen,
          paidOutFen: payout.paidOutFen,
          payoutAccount: project.payoutAccount ? { holder: project.payoutHolder, bank: project.payoutBank, account: `**** ${project.payoutAccount.slice(-4)}` } : null,
          settledAt: payout.settledAt.toISOString(),
          updatedAt: payout.updatedAt.toISOString(),
        })),
      };
    });
  });
  app.register(async (scope) => {
    staffGuard(scope, s, ['reviewer']);
    scope.get('/api/admin/cf/projects', async (request, reply) => {
      const q = listQuery.safeParse(request.query);
      if (!q.success) return reply.code(400).send({ code: 400, msg: '参数错误：iid' });
      const rows = await s.db
        .select()
        .from(cfProjects)
        .where(and(eq(cfProjects.iid, q.data.iid), eq(cfProjects.status, q.data.status)))
        .orderBy(desc(cfProjects.id))
        .limit(100);
      return { code: 0, t: rows.map((p) => ({ id: p.id, title: p.title, goalFen: p.goalFen, deadline: p.deadline.toISOString(), launcherId: p.launcherId, createdAt: p.createdAt.toISOString() })) };
    });
    scope.post('/api/admin/cf/review', async (request, reply) => {
      const body = reviewBody.safeParse(request.body);
      if (!body.success) return reply.code(400).send({ code: 400, msg: '参数错误：需要 id 和 approve' });
      const { id, approve, reason } = body.data;
      if (!approve && reason.trim() === '') return reply.code(400).send({ code: 400, msg: '驳回须写明原因' });
      const [project] = await s.db.select({ iid: cfProjects.iid }).from(cfProjects).where(eq(cfProjects.id, id));
      if (!project || !mayAct(request, project.iid)) return reply.code(409).send({ code: 409, msg: '项目不存在或已审核' });
      const [row] = await s.db
        .update(cfProjects)
        .set({ status: approve ? P.funding : P.rejected, rejectReason: approve ? '' : reason.trim(), reviewedAt: new Date(s.now()) })
        .where(and(eq(cfProjects.id, id), eq(cfProjects.status, P.reviewing)))
        .returning({ id: cfProjects.id, status: cfProjects.status });
      if (!row) return reply.code(409).send({ code: 409, msg: '项目不存在或已审核' });
      return { code: 0, t: row };
    });
  });
}
