import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * Where the provider posts its notify, for every module's orders (platform/payments.ts): WeChat Pay's
 * notify_url defaults to {PUBLIC_BASE_URL} + this.
 */
export const NOTIFY_PATH = '/api/pay/notify';

/** What the page passes to WeixinJSBridge.invoke('getBrandWCPayRequest', …). */
export interface JsapiParams {
  appId: string;
  timeStamp: string;
  nonceStr: string;
  package: string;
  signType: string;
  paySign: string;
}

/** A verified notify: the provider says this trade was paid. */
export interface PaidNotice {
  tradeNo: string;
  transactionId: string;
  amountFen: number;
}

/** What the notify route saw besides the parsed body: providers that sign the raw bytes need both. */
export interface NotifyRequest {
  /** Header names in lower case, as Node gives them. */
  headers: Readonly<Record<string, string | string[] | undefined>>;
  /** The body exactly as received. */
  rawBody: string;
}

/**
 * A refusal by the payment provider while preparing a payment (its message can be shown);
 * `alreadyPaid` when the provider says the trade is paid.
 */
export class PayProviderError extends Error {
  override readonly name = 'PayProviderError';
  constructor(
    message: string,
    readonly alreadyPaid = false,
  ) {
    super(message);
  }
}

/**
 * A payment provider: prepares a JSAPI payment and verifies the provider's server-side notify.
 * Payment is confirmed only by `verifyNotify`, never by the page. Chosen by PAY_PROVIDER
 * (src/providers/index.ts): the sandbox below, or WeChat Pay API v3 (wechat-pay.ts).
 */
export interface PayProvider {
  readonly name: string;
  /** Throws PayProviderError when the provider refuses. */
  prepay(order: { tradeNo: string; amountFen: number; title: string; openId: string }): Promise<{ prepayId: string; params: JsapiParams }>;
  /**
   * The notice when the notify is authentic and says the trade was paid, else null. `request`
   * carries the headers and raw body for providers that sign those (WeChat Pay); the sandbox
   * signs fields of the body and ignores it.
   */
  verifyNotify(body: unknown, request?: NotifyRequest): PaidNotice | null;
  /**
   * Sends a whole payment back to the payer (an order cancelled or expired before its money
   * arrived). Idempotent per transaction id; throws PayProviderError when the provider refuses.
   */
  refund(payment: { tradeNo: string; transactionId: string; amountFen: number; reason: string }): Promise<{ refundId: string }>;
}

/** The merchant's refund number of a payment: one per transaction, so a repeated request is the same refund. */
export const refundNo = (transactionId: string) => `R${transactionId}`.slice(0, 64);

/** The body of a sandbox notify. */
export interface SandboxNotify {
  tradeNo: string;
  transactionId: string;
  amountFen: number;
  timeStamp: string;
  nonceStr: string;
  sign: string;
}

function hmac(key: string, text: string) {
  return createHmac('sha256', key).update(text).digest('hex');
}

function sameHex(a: string, b: string) {
  const x = Buffer.from(a, 'hex');
  const y = Buffer.from(b, 'hex');
  return x.length === y.length && x.length > 0 && timingSafeEqual(x, y);
}

const notifyText = (n: Omit<SandboxNotify, 'sign'>) => [n.tradeNo, n.transactionId, n.amountFen, n.timeStamp, n.nonceStr].join('\n');

/**
 * The sandbox: prepays locally and signs its notifies with PAY_SANDBOX_KEY (HMAC-SHA256), as a
 * payment gateway would sign with its key. `signNotify` plays the gateway's side.
 */
export class SandboxPayProvider implements PayProvider {
  readonly name = 'sandbox';
  constructor(
    private readonly key: string,
    private readonly appId: string,
    private readonly now: () => number = Date.now,
  ) {}

  async prepay(order: { tradeNo: string; amountFen: number; title: string; openId: string }) {
    const prepayId = `sandbox_${hmac(this.key, `prepay\n${order.tradeNo}`).slice(0, 24)}`;
    const timeStamp = String(Math.floor(this.now() / 1000));
    const nonceStr = randomBytes(12).toString('hex');
    const pkg = `prepay_id=${prepayId}`;
    const paySign = hmac(this.key, [this.appId, timeStamp, nonceStr, pkg].join('\n'));
    return { prepayId, params: { appId: this.appId, timeStamp, nonceStr, package: pkg, signType: 'HMAC-SHA256', paySign } };
  }

  /** The gateway's side: a notify for a paid trade, signed with the key (a fresh transaction id unless given). */
  signNotify(tradeNo: string, amountFen: number, transactionId = `sbx${Date.now()}${randomBytes(6).toString('hex')}`): SandboxNotify {
    const n = {
      tradeNo,
      transactionId,
      amountFen,
      timeStamp: String(Math.floor(this.now() / 1000)),
      nonceStr: randomBytes(12).toString('hex'),
    };
    return { ...n, sign: hmac(this.key, notifyText(n)) };
  }

  /** Refunds asked of the sandbox, by refund number (what the tests and the demo read). */
  readonly refunds = new Map<string, { tradeNo: string; transactionId: string; amountFen: number; reason: string }>();

  async refund(payment: { tradeNo: string; transactionId: string; amountFen: number; reason: string }) {
    const refundId = refundNo(payment.transactionId);
    this.refunds.set(refundId, payment);
    return { refundId };
  }

  verifyNotify(body: unknown): PaidNotice | null {
    if (typeof body !== 'object' || body === null) return null;
    const b = body as Partial<Record<keyof SandboxNotify, unknown>>;
    if (
      typeof b.tradeNo !== 'string' ||
      typeof b.transactionId !== 'string' ||
      typeof b.amountFen !== 'number' ||
      typeof b.timeStamp !== 'string' ||
      typeof b.nonceStr !== 'string' ||
      typeof b.sign !== 'string'
    ) {
      return null;
    }
    const n = { tradeNo: b.tradeNo, transactionId: b.transactionId, amountFen: b.amountFen, timeStamp: b.timeStamp, nonceStr: b.nonceStr };
    if (!sameHex(hmac(this.key, notifyText(n)), b.sign)) return null;
    return { tradeNo: n.tradeNo, transactionId: n.transactionId, amountFen: n.amountFen };
  }
}
