import type { FastifyInstance } from 'fastify';
import { NOTIFY_PATH, type PaidNotice } from '../../providers/pay';
import type { Services } from '../../services';
import { applyMemberPayment } from '../member/vip-order';
import type { ServerModule } from '../types';
import { applyPayment } from '../university/order';

/**
 * What applying a verified payment to an area's orders did: `paid` (the order is paid now),
 * `duplicate` (seen before, or the order no longer waits: nothing changed), `mismatch` (the
 * area's trade, but the amount differs: nothing recorded), `unknown` (not this area's trade).
 */
export type PaymentOutcome = 'paid' | 'duplicate' | 'mismatch' | 'unknown';

/** An area that takes payments: finds the trade among its own orders and applies the payment, idempotently. */
export interface PaymentTarget {
  readonly area: string;
  apply(s: Services, notice: PaidNotice): Promise<PaymentOutcome>;
}

/** Every area whose orders are paid through the provider: university registration fees, member (vip) orders. */
export const PAYMENT_TARGETS: readonly PaymentTarget[] = [
  { area: 'university', apply: applyPayment },
  { area: 'member', apply: applyMemberPayment },
];

/**
 * Hands a verified notice to the area that owns its trade (each looks the trade up in its own
 * orders; trade numbers are unique per area and the areas' prefixes differ, T… and M…).
 */
export async function dispatchPayment(s: Services, notice: PaidNotice, targets: readonly PaymentTarget[] = PAYMENT_TARGETS): Promise<{ area: string | null; outcome: PaymentOutcome }> {
  for (const target of targets) {
    const outcome = await target.apply(s, notice);
    if (outcome !== 'unknown') return { area: target.area, outcome };
  }
  return { area: null, outcome: 'unknown' };
}

/**
 * POST /api/pay/notify: the provider's server-side notify, for every area's orders. Only an
 * authentic notify counts (the provider verifies it: the sandbox's HMAC, WeChat Pay's platform
 * signature over the raw body plus the APIv3 decryption). The acknowledgement is the one both
 * providers expect: HTTP 200 `{ code: 'SUCCESS', message }` once the payment is applied or was
 * already; a refusal is 4xx `{ code: 'FAIL', message }`, after which WeChat Pay retries. An
 * unknown trade or a wrong amount is refused and records nothing — the money is never silently
 * dropped (the retries and the log's warning show it), and the correct notify with the same
 * transaction id still pays. The route keeps the raw body (WeChat Pay signs the exact bytes), in
 * its own scope so the rest of the app parses bodies as before.
 */
function registerNotify(app: FastifyInstance, s: Services) {
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
      const { area, outcome } = await dispatchPayment(s, notice);
      if (outcome === 'mismatch' || outcome === 'unknown') {
        request.log.warn({ tradeNo: notice.tradeNo, transactionId: notice.transactionId, area }, 'payment notify for an unknown trade or amount');
        return reply.code(400).send({ code: 'FAIL', message: 'unknown trade or amount' });
      }
      return { code: 'SUCCESS', message: outcome };
    });
  });
}

/** The payment notify, shared by every area that sells something. */
export const paymentsModule: ServerModule = ({ app, services }) => {
  registerNotify(app, services);
};
