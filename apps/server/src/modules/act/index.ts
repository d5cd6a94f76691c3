import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { ReplyError } from '../../http/reply-error';
import { defineModule, type ModuleContext } from '../../platform/module';
import { NOTIFY_PATH } from '../../providers/pay';
import { requireMember } from '../member/api';
import { browseCalls } from './browse';
import { applyActPayment, enrolCalls, prepaidEnrolment, TRADE_PREFIX } from './enrol';
import * as tables from './schema';
import { seedActivities } from './seed';
import { signCalls } from './sign';

const sandboxBody = z.object({ iid: z.coerce.number().int().positive(), token: z.string().min(16).max(200), orderId: z.string().min(1).max(64) });

/**
 * POST /api/dev/pay/sandbox/act { iid, token, orderId } (PAY_SANDBOX_ENDPOINT=1 with the sandbox
 * provider only): plays the payer and the gateway for the caller's own prepaid enrolment — this
 * server's notify route receives a properly signed notify, and the enrolment changes only through
 * it. Another's enrolment, or one not prepaid, is 404; a refused session 401.
 */
function registerSandboxPayer({ app, services: s }: ModuleContext) {
  const sandbox = s.sandboxPay;
  if (!sandbox || !s.config.paySandboxEndpoint) return;
  (app as FastifyInstance).post('/api/dev/pay/sandbox/act', async (request, reply) => {
    const body = sandboxBody.safeParse(request.body);
    if (!body.success) return reply.code(400).send({ code: 400, msg: '需要 iid、token 和 orderId' });
    let prepaid;
    try {
      const me = await requireMember(s.db, body.data.iid, body.data.token, new Date(s.now()));
      prepaid = await prepaidEnrolment(s.db, me, body.data.orderId);
    } catch (error) {
      if (error instanceof ReplyError) return reply.code(401).send({ code: error.code, msg: error.message });
      throw error;
    }
    if (!prepaid) return reply.code(404).send({ code: 404, msg: '没有这笔预支付订单' });
    const notify = await app.inject({ method: 'POST', url: NOTIFY_PATH, payload: sandbox.signNotify(prepaid.tradeNo, prepaid.amountFen) });
    const ok = notify.statusCode === 200;
    return reply.code(ok ? 200 : 502).send({ code: ok ? 0 : 502, msg: 'notify sent', t: notify.json<unknown>() });
  });
}

/**
 * Activities (issue 13): finding trips, enrolling a group (an order of business type 1, trade
 * prefix A, places never oversold), check-in at sign places with the leader's roster, reviews,
 * ranks and teams.
 */
export default defineModule({
  name: 'act',
  tables,
  seed: { after: ['member'], run: seedActivities },
  calls: [...browseCalls, ...enrolCalls, ...signCalls],
  routes: registerSandboxPayer,
  payments: { prefix: TRADE_PREFIX, apply: applyActPayment },
});
