import { shapes, wallet } from '@tongxin/api-client/catalogue';
import { and, desc, eq } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { mayAct, staffGuard } from '../staff/api';
import type { ModuleContext } from '../../platform/module';
import { ReplyError } from '../../http/reply-error';
import { memberCards } from '../member/api';
import { review, withdrawalView } from './withdrawals';
import { rulesOf, setRules } from './rules';
import { walletWithdrawals } from './schema';

const listQuery = z.object({ iid: shapes.idParam, status: z.coerce.number().int().min(0).max(4).optional() });
const idParams = z.object({ id: shapes.idParam });
const rejectBody = z.object({ reason: z.string().trim().min(1).max(100) });
const rulesBody = z.object({
  iid: shapes.idParam,
  minWithdrawFen: z.number().int().min(1).optional(),
  maxWithdrawFen: z.number().int().min(1).optional(),
  feeBp: z.number().int().min(0).max(5000).optional(),
  reviewRequired: z.boolean().optional(),
  settleSeconds: z.number().int().min(0).max(365 * 86_400).optional(),
});

/**
 * The finance staff's wallet API (a staff session, `staffGuard`; replies `{ code: 0, t }`):
 *   GET  /api/admin/wallet/withdrawals?iid=&status=     newest first, with the member's number
 *   POST /api/admin/wallet/withdrawals/:id/approve      { reason } (a money action): submitted → approved (WeChat) or paid (an account)
 *   POST /api/admin/wallet/withdrawals/:id/reject       { reason }: the amount returns to the balance
 *   GET  /api/admin/wallet/rules?iid=                   the tenant's withdrawal and settlement rules
 *   POST /api/admin/wallet/rules                        { iid, minWithdrawFen?, maxWithdrawFen?, feeBp?, reviewRequired?, settleSeconds? }
 */
export function registerWalletAdmin({ app, services: s }: ModuleContext) {
  app.register(async (scope) => {
    staffGuard(scope, s, ['finance']);
    /** The withdrawal exists and belongs to a tenant the caller may act in. */
    const ownWithdrawal = async (request: FastifyRequest, id: number) => {
      const [row] = await s.db.select({ iid: walletWithdrawals.iid }).from(walletWithdrawals).where(eq(walletWithdrawals.id, id));
      return row !== undefined && mayAct(request, row.iid);
    };
    const decide = async (id: number, decision: Parameters<typeof review>[2], reply: FastifyReply) => {
      try {
        return { code: 0, t: withdrawalView(await review(s.db, id, decision, new Date(s.now()))) };
      } catch (error) {
        if (error instanceof ReplyError) return reply.code(409).send({ code: 409, msg: error.message });
        throw error;
      }
    };

    scope.get('/api/admin/wallet/withdrawals', async (request, reply) => {
      const q = listQuery.safeParse(request.query);
      if (!q.success) return reply.code(400).send({ code: 400, msg: '参数错误：iid' });
      const rows = await s.db
        .select()
        .from(walletWithdrawals)
        .where(and(eq(walletWithdrawals.iid, q.data.iid), q.data.status === undefined ? undefined : eq(walletWithdrawals.status, q.data.status)))
        .orderBy(desc(walletWithdrawals.id))
        .limit(200);
      const cards = await memberCards(s.db, rows.map((r) => r.memberId));
      return { code: 0, t: rows.map((r) => ({ ...withdrawalView(r), memberId: r.memberId, mobile: cards.get(r.memberId)?.mobile ?? '', statusText: wallet.WITHDRAW_STATUS_TEXT[r.status] ?? '' })) };
    });

    scope.post('/api/admin/wallet/withdrawals/:id/approve', async (request, reply) => {
      const p = idParams.safeParse(request.params);
      if (!p.success) return reply.code(400).send({ code: 400, msg: '参数错误：id' });
      // Paying money out is a money action: its reason goes in the audit log.
      if (!String((request.body as { reason?: unknown } | undefined)?.reason ?? '').trim()) return reply.code(400).send({ code: 4922, msg: '请填写操作原因' });
      if (!(await ownWithdrawal(request, p.data.id))) return reply.code(404).send({ code: 404, msg: '没有这笔提现' });
      return decide(p.data.id, { approve: true }, reply);
    });

    scope.post('/api/admin/wallet/withdrawals/:id/reject', async (request, reply) => {
      const p = idParams.safeParse(request.params);
      const b = rejectBody.safeParse(request.body ?? {});
      if (!p.success || !b.success) return reply.code(400).send({ code: 400, msg: '参数错误：需要 id 和驳回原因 reason' });
      if (!(await ownWithdrawal(request, p.data.id))) return reply.code(404).send({ code: 404, msg: '没有这笔提现' });
      return decide(p.data.id, { approve: false, reason: b.data.reason }, reply);
    });

    scope.get('/api/admin/wallet/rules', async (request, reply) => {
      const q = listQuery.safeParse(request.query);
      if (!q.success) return reply.code(400).send({ code: 400, msg: '参数错误：iid' });
      return { code: 0, t: await rulesOf(s.db, q.data.iid) };
    });

    scope.post('/api/admin/wallet/rules', async (request, reply) => {
      const b = rulesBody.safeParse(request.body ?? {});
      if (!b.success) return reply.code(400).send({ code: 400, msg: `参数错误：${b.error.issues.map((i) => i.path.join('.')).join(', ')}` });
      const { iid, ...change } = b.data;
      const defined = Object.fromEntries(Object.entries(change).filter(([, v]) => v !== undefined));
      return { code: 0, t: await setRules(s.db, iid, defined) };
    });
  });
}
