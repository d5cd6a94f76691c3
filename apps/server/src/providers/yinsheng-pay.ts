import { sign, verify } from 'node:crypto';
import { z } from 'zod';
import type { YinshengConfig } from '../config';
import { PayProviderError, type JsapiParams, type PaidNotice, type PayProvider, type RefundNotice, type RefundRequest } from './pay';

/*
 * The aggregator (银盛支付 Yinsheng, spec §7 /api/yinsheng/union.wechat.create): the new-pay route
 * of tenants whose checkPartner is true. Its online gateway takes a form POST of common parameters
 * (method, partner_id, timestamp, charset, sign_type, notify_url, version 3.0) plus biz_content
 * (JSON), signed with the merchant's RSA key over the parameters sorted by name as k=v joined by &
 * (sign left out). Replies name the method (`ysepay_online_weixin_pay_response`) beside a `sign`
 * over that object's raw text; code 10000 is success (a refund's reply says it is done). The
 * payment notify is a form POST signed the same way by the gateway, acknowledged with the text
 * `success`. Money crosses as yuan with
 * two decimals; here it is turned into fen exactly (no floating point).
 */

const SUCCESS_CODE = '10000';
const REQUEST_TIMEOUT_MS = 10_000;
/**
 * The digest of sign_type RSA: SHA1withRSA, for the merchant's requests and the gateway's replies
 * and notifies alike (as the gateway's published SDKs sign and verify; see docs/decisions/payments.md).
 */
const DIGEST = 'sha1';

/** yuan text ('12.30', '12.3', '12') → fen; null when it is not a plain amount. */
export function fenOfYuan(text: unknown): number | null {
  if (typeof text !== 'string') return null;
  const m = /^(\d{1,9})(?:\.(\d{1,2}))?$/.exec(text);
  if (!m) return null;
  return Number(m[1]) * 100 + Number((m[2] ?? '').padEnd(2, '0'));
}

/** fen → yuan with two decimals, as the gateway wants amounts. */
export const yuanOfFen = (fen: number) => `${Math.floor(fen / 100)}.${String(fen % 100).padStart(2, '0')}`;

/** The text a signature covers: every parameter but `sign` with a value, sorted by name, `k=v` joined by `&`. */
export function signedText(params: Readonly<Record<string, string>>): string {
  return Object.keys(params)
    .filter((k) => k !== 'sign' && params[k] !== '')
    .sort()
    .map((k) => `${k}=${params[k]}`)
    .join('&');
}

/** Date and time parts in China (UTC+8, no daylight saving), as the gateway reads them. */
function chinaTime(ms: number) {
  const d = new Date(ms + 8 * 3_600_000).toISOString();
  return { day: d.slice(0, 10).replaceAll('-', ''), stamp: `${d.slice(0, 10)} ${d.slice(11, 19)}` };
}

/**
 * The raw text of the JSON value after `"key":` in a reply: the signature covers these exact
 * bytes, so they are cut from the body rather than re-serialised.
 */
export function rawMember(body: string, key: string): string | undefined {
  const at = body.indexOf(`"${key}"`);
  if (at < 0) return undefined;
  let i = body.indexOf(':', at + key.length + 2);
  if (i < 0) return undefined;
  i += 1;
  while (body[i] === ' ' || body[i] === '\n' || body[i] === '\r' || body[i] === '\t') i += 1;
  if (body[i] !== '{') return undefined;
  let depth = 0;
  let inString = false;
  for (let j = i; j < body.length; j += 1) {
    const ch = body[j];
    if (inString) {
      if (ch === '\\') j += 1;
      else if (ch === '"') inString = false;
    } else if (ch === '"') inString = true;
    else if (ch === '{') depth += 1;
    else if (ch === '}') {
      depth -= 1;
      if (depth === 0) return body.slice(i, j + 1);
    }
  }
  return undefined;
}

const gatewayReply = z.object({ code: z.string(), msg: z.string().optional(), sub_code: z.string().optional(), sub_msg: z.string().optional() }).passthrough();
const jsapiInfo = z.object({ appId: z.string(), timeStamp: z.string(), nonceStr: z.string(), package: z.string(), signType: z.string(), paySign: z.string() });

/** Sub-codes saying the trade is already paid. */
const ALREADY_PAID = new Set(['ACQ.TRADE_HAS_SUCCESS', 'TRADE_HAS_SUCCESS']);

/** A form field of a parsed notify body as text, else ''. */
const field = (body: Record<string, unknown>, key: string) => (typeof body[key] === 'string' ? body[key] : '');

/**
 * The aggregator provider. prepay calls ysepay.online.weixin.pay (WeChat JSAPI through the
 * aggregator) and answers the bridge parameters it returns (jsapi_pay_info); refund calls
 * ysepay.online.trade.refund. A notify counts only when its signature verifies with the gateway's
 * public key (YINSHENG_PUBLIC_KEY_PATH), it comes from this merchant, and says TRADE_SUCCESS.
 */
export class YinshengPayProvider implements PayProvider {
  readonly name = 'yinsheng';

  constructor(
    private readonly cfg: YinshengConfig,
    private readonly now: () => number = Date.now,
    private readonly fetchImpl: typeof fetch = fetch,
  ) {}

  /** The merchant's signature over the parameters (base64 SHA1withRSA). */
  signParams(params: Readonly<Record<string, string>>): string {
    return sign(DIGEST, Buffer.from(signedText(params), 'utf8'), this.cfg.privateKey).toString('base64');
  }

  private gatewaySigned(text: string, signature: string): boolean {
    if (!signature) return false;
    try {
      return verify(DIGEST, Buffer.from(text, 'utf8'), this.cfg.gatewayPublicKey, Buffer.from(signature, 'base64'));
    } catch {
      return false;
    }
  }

  /** One gateway call: the signed form, and the reply's object once its signature verified. */
  private async execute(method: string, biz: Record<string, string>, notifyUrl?: string): Promise<z.infer<typeof gatewayReply>> {
    const params: Record<string, string> = {
      method,
      partner_id: this.cfg.partnerId,
      timestamp: chinaTime(this.now()).stamp,
      charset: 'UTF-8',
      sign_type: 'RSA',
      version: '3.0',
      biz_content: JSON.stringify(biz),
      ...(notifyUrl ? { notify_url: notifyUrl } : {}),
    };
    params.sign = this.signParams(params);
    let status: number;
    let text: string;
    try {
      const response = await this.fetchImpl(this.cfg.apiBase, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded;charset=utf-8', accept: 'application/json' },
        body: new URLSearchParams(params).toString(),
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      });
      status = response.status;
      text = await response.text();
    } catch {
      throw new PayProviderError('支付通道暂时无法连接，请稍后再试');
    }
    const key = `${method.replaceAll('.', '_')}_response`;
    const raw = rawMember(text, key);
    let signature = '';
    try {
      const parsed = JSON.parse(text) as { sign?: unknown };
      signature = typeof parsed.sign === 'string' ? parsed.sign : '';
    } catch {
      // not JSON: refused below
    }
    if (status !== 200 || raw === undefined || !this.gatewaySigned(raw, signature)) throw new PayProviderError('支付通道返回异常，请稍后再试');
    const reply = gatewayReply.safeParse(JSON.parse(raw));
    if (!reply.success) throw new PayProviderError('支付通道返回异常，请稍后再试');
    if (reply.data.code !== SUCCESS_CODE) {
      throw new PayProviderError(reply.data.sub_msg || reply.data.msg || '支付通道拒绝了本次支付', ALREADY_PAID.has(reply.data.sub_code ?? ''));
    }
    return reply.data;
  }

  async prepay(order: { tradeNo: string; amountFen: number; title: string; openId: string }): Promise<{ prepayId: string; params: JsapiParams }> {
    const reply = await this.execute(
      'ysepay.online.weixin.pay',
      {
        out_trade_no: order.tradeNo,
        shopdate: chinaTime(this.now()).day,
        subject: order.title.slice(0, 120),
        total_amount: yuanOfFen(order.amountFen),
        currency: 'CNY',
        seller_id: this.cfg.sellerId,
        timeout_express: '1d',
        business_code: this.cfg.businessCode,
        appid: this.cfg.appId,
        sub_openid: order.openId,
        is_minipg: '2',
      },
      this.cfg.notifyUrl,
    );
    let info: z.infer<typeof jsapiInfo>;
    try {
      info = jsapiInfo.parse(typeof reply.jsapi_pay_info === 'string' ? JSON.parse(reply.jsapi_pay_info) : reply.jsapi_pay_info);
    } catch {
      throw new PayProviderError('支付通道返回异常，请稍后再试');
    }
    const prepayId = info.package.replace(/^prepay_id=/, '');
    return { prepayId, params: info };
  }

  /**
   * The refund's verified reply (code 10000, ysepay_online_trade_refund_response) is the refund
   * done: it names the refund (out_request_no) and the amount refunded, which must be the one asked
   * for (else the refund notify, if the gateway sends one, decides).
   */
  async refund(request: RefundRequest): Promise<RefundNotice | null> {
    if (request.amountFen <= 0 || request.amountFen > request.totalFen) throw new PayProviderError('退款金额不正确');
    const reply = await this.execute(
      'ysepay.online.trade.refund',
      {
        out_trade_no: request.tradeNo,
        shopdate: chinaTime(this.now()).day,
        refund_amount: yuanOfFen(request.amountFen),
        refund_reason: request.reason.slice(0, 100) || '申请退款',
        out_request_no: request.refundNo,
      },
      this.cfg.refundNotifyUrl,
    );
    const done = fenOfYuan(reply.refund_amount) === request.amountFen && (reply.out_request_no === undefined || reply.out_request_no === request.refundNo);
    return done ? { tradeNo: request.tradeNo, refundNo: request.refundNo, amountFen: request.amountFen } : null;
  }

  /** The notify's fields when its signature is the gateway's and it names this merchant, else null. */
  private authentic(body: unknown): Record<string, string> | null {
    if (typeof body !== 'object' || body === null || Array.isArray(body)) return null;
    const b = body as Record<string, unknown>;
    const fields: Record<string, string> = {};
    for (const [k, v] of Object.entries(b)) {
      if (typeof v !== 'string') return null;
      fields[k] = v;
    }
    if (!this.gatewaySigned(signedText(fields), field(b, 'sign'))) return null;
    // A notify for another merchant of the same gateway is not ours, however well signed.
    if (fields.partner_id !== undefined && fields.partner_id !== this.cfg.partnerId) return null;
    return fields;
  }

  verifyNotify(body: unknown): PaidNotice | null {
    const f = this.authentic(body);
    if (!f || f.trade_status !== 'TRADE_SUCCESS') return null;
    const amountFen = fenOfYuan(f.total_amount);
    if (!f.out_trade_no || !f.trade_no || amountFen === null) return null;
    return { tradeNo: f.out_trade_no, transactionId: `ys${f.trade_no}`.slice(0, 64), amountFen };
  }

  verifyRefundNotify(body: unknown): RefundNotice | null {
    const f = this.authentic(body);
    if (!f || f.refund_state !== 'REFUND_SUCCESS') return null;
    const amountFen = fenOfYuan(f.refund_amount);
    if (!f.out_trade_no || !f.out_request_no || amountFen === null) return null;
    return { tradeNo: f.out_trade_no, refundNo: f.out_request_no, amountFen };
  }
}
