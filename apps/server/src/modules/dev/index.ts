import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import { orders } from '../../db/schema';
import { ReplyError } from '../../http/reply-error';
import { NOTIFY_PATH } from '../../providers/pay';
import { authenticate } from '../university/session';
import type { ServerModule } from '../types';

const sandboxPayBody = z.object({
  gid: z.coerce.number().int().positive(),
  rid: z.coerce.number().int().positive(),
  token: z.string().min(1).max(200),
});

/**
 * Development endpoints, each off unless configured (both are for tests and demos, never for a
 * real deployment):
 * - GET /api/dev/sms/last?mobile= (SMS_EXPOSE_CODES=1): the last code the dev SMS provider sent.
 * - POST /api/dev/pay/sandbox/pay { gid, rid, token } (PAY_SANDBOX_ENDPOINT=1, with the sandbox
 *   provider): plays the payment gateway for the caller's own prepaid order: sends this server a
 *   notify signed with PAY_SANDBOX_KEY, as the gateway would after the payer confirms; the order
 *   and registration change only through that notify. Another applicant's order is refused.
 *   (The member's counterpart, POST /api/dev/pay/sandbox/member, is in member/vip-order.ts under
 *   the same flag.)
 */
export const devModule: ServerModule = ({ app, services: s }) => {
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
      let rid: number;
      try {
        ({ rid } = await authenticate(s, body.data.rid, body.data.token));
      } catch (error) {
        if (error instanceof ReplyError) return reply.code(401).send({ code: error.code, msg: error.message });
        throw error;
      }
      // Only the caller's own order: the same answer whether it is another's or does not exist.
      const [order] = await s.db
        .select()
        .from(orders)
        .where(and(eq(orders.gid, body.data.gid), eq(orders.rid, rid)))
        .limit(1);
      if (!order || !order.prepayId) return reply.code(404).send({ code: 1021, msg: '没有这笔预支付订单' });
      const notify = await app.inject({ method: 'POST', url: NOTIFY_PATH, payload: sandbox.signNotify(order.tradeNo, order.amountFen) });
      const answer: unknown = notify.json();
      return reply.code(notify.statusCode === 200 ? 200 : 502).send({ code: notify.statusCode === 200 ? 0 : 502, msg: 'notify sent', t: answer });
    });
  }
};
