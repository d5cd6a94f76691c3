import type { WechatPayParams } from '@tongxin/api-client/catalogue';
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * Where the provider posts its notify, for every module's orders (platform/payments.ts): WeChat Pay's
 * notify_url defaults to {PUBLIC_BASE_URL} + this.
 */
export const NOTIFY_PATH = '/api/pay/notify';

/**
 * Where the aggregator (the new-pay route, yinsheng-pay.ts) posts its payment and refund
 * notifies: form bodies acknowledged with the text `success` (YINSHENG_NOTIFY_URL defaults to
 * {PUBLIC_BASE_URL} + these).
 */
export const UNION_NOTIFY_PATH = '/api/pay/union/notify';
export const UNION_REFUND_NOTIFY_PATH = '/api/pay/union/refund-notify';

/** What the page passes to WeixinJSBridge.invoke('getBrandWCPayRequest', …): the catalogue's one shape. */
export type JsapiParams = WechatPayParams;

/** A verified notify: the provider says this trade was paid. */
export interface PaidNotice {
  tradeNo: string;
  transactionId: string;
  amountFen: number;
}

/** A verified refund notify: the provider says this refund reached the buyer. */
export interface RefundNotice {
  tradeNo: string;
  refundNo: string;
  amountFen: number;
}

/** A refund asked of the provider. */
export interface RefundRequest {
  tradeNo: string;
  refundNo: string;
  amountFen: number;
  /** What the trade was paid in all. */
  totalFen: number;
  reason: string;
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
   * Asks the provider to refund part or all of a paid trade. The money is back when the provider
   * says so: in its verified reply (the notice returned: the aggregator answers a refund at once)
   * or, when this returns null, by its refund notify (`verifyRefundNotify`: WeChat Pay, the
   * sandbox). Throws PayProviderError when refused.
   */
  refund(request: RefundRequest): Promise<RefundNotice | null>;
  /** The notice when a refund notify is authentic and says the refund succeeded, else null. */
  verifyRefundNotify(body: unknown, request?: NotifyRequest): RefundNotice | null;
}

/** What starts the number of a refund the platform sent by itself (no module's refund): `-` is in no trade number. */
export const PLATFORM_REFUND = 'R-';

/** The merchant's refund number of a whole payment sent back: one per transaction, so a repeated request is the same refund. */
export const refundNo = (transactionId: string) => `${PLATFORM_REFUND}${transactionId}`.slice(0, 64);


/** Where the provider posts its refund notify (WeChat Pay's refund notify_url defaults to {PUBLIC_BASE_URL} + this). */
export const REFUND_NOTIFY_PATH = '/api/pay/refund-notify';

/** The body of a sandbox refund notify. */
export interface SandboxRefundNotify {
  tradeNo: string;
  refundNo: string;
  amountFen: number;
  timeStamp: string;
  nonceStr: string;
  sign: string;
}

const refundText = (n: Omit<SandboxRefundNotify, 'sign'>) => ['refund', n.tradeNo, n.refundNo, n.amountFen, n.timeStamp, n.nonceStr].join('\n');

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

  /** Refunds asked of the sandbox (refund number → amount): its gateway side answers them with signRefundNotify. */
  readonly refunds = new Map<string, { tradeNo: string; amountFen: number }>();

  async refund(request: RefundRequest): Promise<null> {
    if (request.amountFen <= 0 || request.amountFen > request.totalFen) throw new PayProviderError('退款金额不正确');
    this.refunds.set(request.refundNo, { tradeNo: request.tradeNo, amountFen: request.amountFen });
    return null;
  }

  /** The gateway's side: the notify of a refund it was asked for, signed with the key. */
  signRefundNotify(refundNo: string): SandboxRefundNotify | undefined {
    const asked = this.refunds.get(refundNo);
    if (!asked) return undefined;
    const n = { tradeNo: asked.tradeNo, refundNo, amountFen: asked.amountFen, timeStamp: String(Math.floor(this.now() / 1000)), nonceStr: randomBytes(12).toString('hex') };
    return { ...n, sign: hmac(this.key, refundText(n)) };
  }

  verifyRefundNotify(body: unknown): RefundNotice | null {
    if (typeof body !== 'object' || body === null) return null;
    const b = body as Partial<Record<keyof SandboxRefundNotify, unknown>>;
    if (
      typeof b.tradeNo !== 'string' ||
      typeof b.refundNo !== 'string' ||
      typeof b.amountFen !== 'number' ||
      typeof b.timeStamp !== 'string' ||
      typeof b.nonceStr !== 'string' ||
      typeof b.sign !== 'string'
    ) {
      return null;
    }
    const n = { tradeNo: b.tradeNo, refundNo: b.refundNo, amountFen: b.amountFen, timeStamp: b.timeStamp, nonceStr: b.nonceStr };
    if (!sameHex(hmac(this.key, refundText(n)), b.sign)) return null;
    return { tradeNo: n.tradeNo, refundNo: n.refundNo, amountFen: n.amountFen };
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
