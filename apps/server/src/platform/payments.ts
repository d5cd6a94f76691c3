import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { paymentNotifications } from '../db/schema';
import type { Db } from '../db/client';
import { NOTIFY_PATH, type PaidNotice } from '../providers/pay';
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
 */
export function registerPaymentNotify(app: FastifyInstance, s: Services, modules: readonly ServerModule[]) {
  const paying = paymentModules(modules);
  void app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'string' }, (_request, body, done) => done(null, body));
    scope.post(NOTIFY_PATH, async (request, reply) => {
      const rawBody = typeof request.body === 'string' ? request.body : '';
      let body: unknown;
      try {
        body = JSON.parse(rawBody) as unknown;
      } catch {
        return reply.code(400).send({ code: 'FAIL', message: 'body is not JSON' });
      }
      const notice = s.pay.verifyNotify(body, { headers: request.headers, rawBody });
      if (!notice) return reply.code(401).send({ code: 'FAIL', message: 'bad signature' });
      const { module, outcome } = await dispatchPayment(s, notice, paying);
      if (outcome === 'refund') {
        // Money for an order that no longer takes it (cancelled, expired): recorded by the module, sent back here.
        try {
          const { refundId } = await s.pay.refund({ ...notice, reason: '订单已取消或已过期，款项原路退回' });
          request.log.warn({ tradeNo: notice.tradeNo, transactionId: notice.transactionId, refundId, module }, 'payment for a cancelled or expired order: refunded');
          return { code: 'SUCCESS', message: 'refunded' };
        } catch (error) {
          // Not acknowledged: the provider notifies again, and the module answers `refund` again.
          request.log.error({ err: error, tradeNo: notice.tradeNo, transactionId: notice.transactionId, module, requestId: request.id }, 'payment for a cancelled or expired order: the refund failed');
          return reply.code(500).send({ code: 'FAIL', message: 'refund failed, retry' });
        }
      }
      if (outcome === 'mismatch' || outcome === 'unknown') {
        request.log.warn({ tradeNo: notice.tradeNo, transactionId: notice.transactionId, module }, 'payment notify for an unknown trade or amount');
        return reply.code(400).send({ code: 'FAIL', message: 'unknown trade or amount' });
      }
      return { code: 'SUCCESS', message: outcome };
    });
  });
}
