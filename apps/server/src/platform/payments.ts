import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { paymentNotifications } from '../db/schema';
import type { Db } from '../db/client';
import { NOTIFY_PATH, PLATFORM_REFUND, REFUND_NOTIFY_PATH, refundNo, UNION_NOTIFY_PATH, UNION_REFUND_NOTIFY_PATH, type PaidNotice, type PayProvider } from '../providers/pay';
import type { Services } from '../services';
import type { PaymentOutcome, ServerModule } from './module';

/**
 * The payment notify, shared by every module that takes payments. A merchant has one notify URL,
 * so the provider posts every trade to one route; the trade number's prefix names the module
 * whose order it is (`payments.prefix` in its definition), and that module applies it.
 */

/**
 * A new merchant trade number of a module: its prefix, the time and 64 random bits, unique
 * enough that a module's unique index never meets a collision in practice.
 */
export function newTradeNo(prefix: string): string {
  return `${prefix}${Date.now().toString(36)}${randomBytes(8).toString('hex')}`;
}

/**
 * Records an applied notify by the provider's transaction id, inside the module's transaction:
 * false when the same transaction was applied before (a repeated notify changes nothing). A
 * module records the notify of an order that no longer takes money (cancelled, expired) too, and
 * answers `refund`: the payment is on record, and the platform sends it back.
 */
export async function recordPaymentNotice(tx: Db, notice: PaidNotice): Promise<boolean> {
  const fresh = await tx.insert(paymentNotifications).values(notice).onConflictDoNothing().returning({ id: paymentNotifications.transactionId });
  return fresh.length > 0;
}

/** The modules that take payments, checked: prefixes are unique and none is the start of another. */
export function paymentModules(modules: readonly ServerModule[]): ServerModule[] {
  const paying = modules.filter((m) => m.payments);
  for (const a of paying) {
    for (const b of paying) {
      if (a !== b && b.payments?.prefix.startsWith(a.payments?.prefix ?? '')) {
        throw new Error(`trade prefixes of ${a.name} and ${b.name} overlap (${a.payments?.prefix}, ${b.payments?.prefix})`);
      }
    }
  }
  return paying;
}

/** Hands a verified notice to the module whose prefix starts its trade number. */
export async function dispatchPayment(s: Services, notice: PaidNotice, modules: readonly ServerModule[]): Promise<{ module: string | null; outcome: PaymentOutcome }> {
  const owner = modules.find((m) => m.payments && notice.tradeNo.startsWith(m.payments.prefix));
  if (!owner?.payments) return { module: null, outcome: 'unknown' };
  return { module: owner.name, outcome: await owner.payments.apply(s, notice) };
}

/** What a notify route answers: whether it was taken, the HTTP status and a word for the log and the provider. */
interface NotifyAck {
  ok: boolean;
  status: number;
  message: string;
}

/** Applies a payment notify verified by `provider` (else refuses it): the rules of the doc above, for either route. */
async function takePaymentNotify(s: Services, provider: PayProvider, paying: readonly ServerModule[], body: unknown, request: FastifyRequest): Promise<NotifyAck> {
  const notice = provider.verifyNotify(body, { headers: request.headers, rawBody: rawOf(request) });
  if (!notice) return { ok: false, status: 401, message: 'bad signature' };
  const { module, outcome } = await dispatchPayment(s, notice, paying);
  if (outcome === 'refund') {
    // Money for an order that no longer takes it (cancelled, expired): recorded by the module, sent back here through the provider it came by.
    try {
      const refundId = refundNo(notice.transactionId);
      await provider.refund({ tradeNo: notice.tradeNo, refundNo: refundId, amountFen: notice.amountFen, totalFen: notice.amountFen, reason: '订单已取消或已过期，款项原路退回' });
      request.log.warn({ tradeNo: notice.tradeNo, transactionId: notice.transactionId, refundId, module }, 'payment for a cancelled or expired order: refunded');
      return { ok: true, status: 200, message: 'refunded' };
    } catch (error) {
      // Not acknowledged: the provider notifies again, and the module answers `refund` again.
      request.log.error({ err: error, tradeNo: notice.tradeNo, transactionId: notice.transactionId, module, requestId: request.id }, 'payment for a cancelled or expired order: the refund failed');
      return { ok: false, status: 500, message: 'refund failed, retry' };
    }
  }
  if (outcome === 'mismatch' || outcome === 'unknown') {
    request.log.warn({ tradeNo: notice.tradeNo, transactionId: notice.transactionId, module }, 'payment notify for an unknown trade or amount');
    return { ok: false, status: 400, message: 'unknown trade or amount' };
  }
  return { ok: true, status: 200, message: outcome };
}

/** Applies a refund notify verified by `provider` (else refuses it). */
async function takeRefundNotify(s: Services, provider: PayProvider, paying: readonly ServerModule[], body: unknown, request: FastifyRequest): Promise<NotifyAck> {
  const notice = provider.verifyRefundNotify(body, { headers: request.headers, rawBody: rawOf(request) });
  if (!notice) return { ok: false, status: 401, message: 'bad signature' };
  if (notice.refundNo.startsWith(PLATFORM_REFUND)) {
    // The platform's own refund of a payment that came for a cancelled or expired order.
    request.log.info({ tradeNo: notice.tradeNo, refundNo: notice.refundNo }, 'refund of a payment for a cancelled or expired order: done');
    return { ok: true, status: 200, message: 'refunded' };
  }
  const owner = paying.find((m) => notice.tradeNo.startsWith(m.payments?.prefix ?? '\u0000'));
  const outcome = (await owner?.payments?.refunded?.(s, notice)) ?? 'unknown';
  if (outcome === 'unknown' || outcome === 'mismatch') {
    request.log.warn({ tradeNo: notice.tradeNo, refundNo: notice.refundNo }, 'refund notify for an unknown refund or amount');
    return { ok: false, status: 400, message: 'unknown refund or amount' };
  }
  return { ok: true, status: 200, message: outcome };
}

const rawOf = (request: FastifyRequest) => (typeof request.body === 'string' ? request.body : '');

/** A form body (the aggregator's notifies) as its fields; a JSON body (the sandbox's) as parsed; else undefined. */
function formOrJson(request: FastifyRequest): unknown {
  const raw = rawOf(request);
  const type = String(request.headers['content-type'] ?? '');
  if (type.includes('application/x-www-form-urlencoded')) return Object.fromEntries(new URLSearchParams(raw));
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    return undefined;
  }
}

/**
 * POST /api/pay/notify: the provider's server-side notify, for every module's orders. Only an
 * authentic notify counts (the provider verifies it: the sandbox's HMAC, WeChat Pay's platform
 * signature over the raw body plus the APIv3 decryption). The acknowledgement is the one both
 * providers expect: HTTP 200 `{ code: 'SUCCESS', message }` once the payment is applied or was
 * already; a refusal is 4xx `{ code: 'FAIL', message }`, after which WeChat Pay retries. An
 * unknown trade or a wrong amount is refused and records nothing — the money is never silently
 * dropped (the retries and the log's warning show it), and the correct notify with the same
 * transaction id still pays. A payment for an order cancelled or expired meanwhile is recorded by
 * its module and refunded here (`refund`), never silently kept. The route keeps the raw body (WeChat Pay signs the exact bytes), in
 * its own scope so the rest of the app parses bodies as before.
 *
 * POST /api/pay/union/notify (and union/refund-notify): the same for the new-pay route's
 * provider (services.unionPay: the aggregator's signed form, acknowledged with the text
 * `success`, refused with `fail` and a 4xx). Each route trusts only its own provider's signature.
 */
export function registerPaymentNotify(app: FastifyInstance, s: Services, modules: readonly ServerModule[]) {
  const paying = paymentModules(modules);
  void app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'string' }, (_request, body, done) => done(null, body));
    const json = (reply: FastifyReply, ack: NotifyAck) => reply.code(ack.status).send({ code: ack.ok ? 'SUCCESS' : 'FAIL', message: ack.message });
    const text = (reply: FastifyReply, ack: NotifyAck) => reply.code(ack.status).type('text/plain; charset=utf-8').send(ack.ok ? 'success' : 'fail');

    scope.post(NOTIFY_PATH, async (request, reply) => {
      let body: unknown;
      try {
        body = JSON.parse(rawOf(request)) as unknown;
      } catch {
        return reply.code(400).send({ code: 'FAIL', message: 'body is not JSON' });
      }
      return json(reply, await takePaymentNotify(s, s.pay, paying, body, request));
    });

    // The refund notify: the same rules — only an authentic notify counts, routed by the trade's prefix.
    scope.post(REFUND_NOTIFY_PATH, async (request, reply) => {
      let body: unknown;
      try {
        body = JSON.parse(rawOf(request)) as unknown;
      } catch {
        return reply.code(400).send({ code: 'FAIL', message: 'body is not JSON' });
      }
      return json(reply, await takeRefundNotify(s, s.pay, paying, body, request));
    });

    scope.post(UNION_NOTIFY_PATH, async (request, reply) => {
      const body = formOrJson(request);
      if (body === undefined) return text(reply, { ok: false, status: 400, message: 'unreadable body' });
      // A gateway configured with one notify URL sends its refund notifies here too.
      const isRefund = typeof body === 'object' && body !== null && 'out_request_no' in body;
      const ack = isRefund ? await takeRefundNotify(s, s.unionPay, paying, body, request) : await takePaymentNotify(s, s.unionPay, paying, body, request);
      return text(reply, ack);
    });

    scope.post(UNION_REFUND_NOTIFY_PATH, async (request, reply) => {
      const body = formOrJson(request);
      if (body === undefined) return text(reply, { ok: false, status: 400, message: 'unreadable body' });
      return text(reply, await takeRefundNotify(s, s.unionPay, paying, body, request));
    });
  });
}
