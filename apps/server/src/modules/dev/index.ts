import { shapes } from '@tongxin/api-client/catalogue';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import { ReplyError } from '../../http/reply-error';
import { defineModule, type ModuleContext } from '../../platform/module';
import { NOTIFY_PATH, REFUND_NOTIFY_PATH, type SandboxPayProvider } from '../../providers/pay';
import { requireMember } from '../member/api';
import { prepaidOrder, refundingOrder } from '../order/api';
import { authenticate, prepaidFee } from '../university/api';

const sandboxPayBody = z.object({
  gid: shapes.idParam,
  rid: shapes.idParam,
  token: z.string().min(1).max(200),
});

const sandboxMemberPayBody = z.object({
  iid: shapes.idParam,
  token: z.string().min(16).max(200),
  orderId: z.string().min(1).max(64),
});

/** The caller's session, or the 401 reply of a refused one (1000001). */
async function caller<T>(reply: FastifyReply, check: () => Promise<T>): Promise<T | undefined> {
  try {
    return await check();
  } catch (error) {
    if (error instanceof ReplyError) {
      await reply.code(401).send({ code: error.code, msg: error.message });
      return undefined;
    }
    throw error;
  }
}

/**
 * Plays the payer at the sandbox gateway: this server's notify route receives a notify signed
 * with PAY_SANDBOX_KEY, as the gateway would send after the payer confirms, and the order
 * changes only through it. Replies `{ code: 0, t: <the notify's acknowledgement> }`.
 */
async function payAsSandboxPayer(app: FastifyInstance, sandbox: SandboxPayProvider, reply: FastifyReply, tradeNo: string, amountFen: number) {
  const notify = await app.inject({ method: 'POST', url: NOTIFY_PATH, payload: sandbox.signNotify(tradeNo, amountFen) });
  const answer: unknown = notify.json();
  const ok = notify.statusCode === 200;
  return reply.code(ok ? 200 : 502).send({ code: ok ? 0 : 502, msg: 'notify sent', t: answer });
}

/**
 * Development endpoints, each off unless configured (both are for tests and demos, never for a
 * real deployment):
 * - GET /api/dev/sms/last?mobile= (SMS_EXPOSE_CODES=1): the last code the dev SMS provider sent.
 * - POST /api/dev/pay/sandbox/pay { gid, rid, token } and POST /api/dev/pay/sandbox/member
 *   { iid, token, orderId } (PAY_SANDBOX_ENDPOINT=1, with the sandbox provider): play the payment
 *   gateway for the caller's own prepaid order — a registration fee, or a member's (vip) order —
 *   through this server's notify route. Another's order, or one not prepaid, is 404; a refused
 *   session 401 (1000001).
 */
function registerDevRoutes({ app, services: s }: ModuleContext) {
  if (s.config.smsExposeCodes) {
    app.get('/api/dev/sms/last', async (request, reply) => {
      const mobile = z.object({ mobile: z.string().min(1).max(20) }).safeParse(request.query);
      const code = mobile.success ? s.sms.lastCode?.(mobile.data.mobile) : undefined;
      if (!code) return reply.code(404).send({ code: 404, msg: '没有发给这个号码的验证码' });
      return { code: 0, t: code };
    });
  }

  const sandbox = s.sandboxPay;
  if (sandbox && s.config.paySandboxEndpoint) {
    app.post('/api/dev/pay/sandbox/pay', async (request, reply) => {
      const body = sandboxPayBody.safeParse(request.body);
      if (!body.success) return reply.code(400).send({ code: 400, msg: '需要 gid、rid 和 token' });
      const session = await caller(reply, () => authenticate(s, body.data.rid, body.data.token));
      if (!session) return reply;
      // Only the caller's own order: the same answer whether it is another's or does not exist.
      const fee = await prepaidFee(s, session.rid, body.data.gid);
      if (!fee) return reply.code(404).send({ code: 1021, msg: '没有这笔预支付订单' });
      return payAsSandboxPayer(app, sandbox, reply, fee.tradeNo, fee.amountFen);
    });

    app.post('/api/dev/pay/sandbox/member', async (request, reply) => {
      const body = sandboxMemberPayBody.safeParse(request.body);
      if (!body.success) return reply.code(400).send({ code: 400, msg: '需要 iid、token 和 orderId' });
      const { iid, token, orderId } = body.data;
      const member = await caller(reply, () => requireMember(s.db, iid, token, new Date(s.now())));
      if (!member) return reply;
      // Only the caller's own order: the same answer whether it is another's or does not exist.
      const prepaid = await prepaidOrder(s.db, member, orderId);
      if (!prepaid) return reply.code(404).send({ code: 404, msg: '没有这笔预支付订单' });
      return payAsSandboxPayer(app, sandbox, reply, prepaid.tradeNo, prepaid.amountFen);
    });

    // The gateway's refund notify for the caller's own order whose refund waits at the sandbox.
    app.post('/api/dev/pay/sandbox/refund', async (request, reply) => {
      const body = sandboxMemberPayBody.safeParse(request.body);
      if (!body.success) return reply.code(400).send({ code: 400, msg: '需要 iid、token 和 orderId' });
      const { iid, token, orderId } = body.data;
      const member = await caller(reply, () => requireMember(s.db, iid, token, new Date(s.now())));
      if (!member) return reply;
      const refunding = await refundingOrder(s.db, member, orderId);
      const notify = refunding && sandbox.signRefundNotify(refunding.refundNo);
      if (!notify) return reply.code(404).send({ code: 404, msg: '没有这笔退款' });
      const answer = await app.inject({ method: 'POST', url: REFUND_NOTIFY_PATH, payload: notify });
      const ok = answer.statusCode === 200;
      return reply.code(ok ? 200 : 502).send({ code: ok ? 0 : 502, msg: 'notify sent', t: answer.json<unknown>() });
    });
  }
}

/** Test and demo hooks, each off unless configured (see registerDevRoutes). */
export default defineModule({ name: 'dev', routes: registerDevRoutes });
