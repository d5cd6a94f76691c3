import { createDecipheriv, randomBytes, sign, verify } from 'node:crypto';
import { z } from 'zod';
import type { WechatPayConfig } from '../config';
import { PayProviderError, REFUND_NOTIFY_PATH, type JsapiParams, type NotifyRequest, type PaidNotice, type PayProvider, type RefundNotice, type RefundRequest } from './pay';

/** The Authorization scheme of WeChat Pay API v3. */
export const WECHATPAY_SCHEME = 'WECHATPAY2-SHA256-RSA2048';
/** How far a reply's or notify's timestamp may be from our clock (WeChat's own guidance: 5 minutes). */
const MAX_SKEW_S = 300;
const REQUEST_TIMEOUT_MS = 10_000;

const prepayReply = z.object({ prepay_id: z.string().min(1).max(128) });
const errorReply = z.object({ code: z.string(), message: z.string() });

const notifyBody = z.object({
  event_type: z.string(),
  resource: z.object({
    algorithm: z.literal('AEAD_AES_256_GCM'),
    ciphertext: z.string().min(1),
    nonce: z.string().min(1),
    associated_data: z.string().optional(),
  }),
});

/** The decrypted resource of a TRANSACTION.SUCCESS notify (the fields we rely on). */
const transaction = z.object({
  appid: z.string(),
  mchid: z.string(),
  out_trade_no: z.string().min(1),
  transaction_id: z.string().min(1),
  trade_state: z.string(),
  amount: z.object({ total: z.number().int() }),
});

/** The decrypted resource of a REFUND.SUCCESS notify. */
const refundResource = z.object({
  mchid: z.string(),
  out_trade_no: z.string().min(1),
  out_refund_no: z.string().min(1),
  refund_status: z.string(),
  amount: z.object({ refund: z.number().int() }),
});

const header = (headers: NotifyRequest['headers'], name: string): string | undefined => {
  const value = headers[name];
  return Array.isArray(value) ? value[0] : value;
};

/** SHA256-with-RSA over the text, base64: the signature WeChat Pay uses everywhere. */
export function rsaSign(key: WechatPayConfig['privateKey'], text: string): string {
  return sign('sha256', Buffer.from(text, 'utf8'), key).toString('base64');
}

/**
 * WeChat Pay API v3, JSAPI payments. prepay posts /v3/pay/transactions/jsapi signed with the
 * merchant key (WECHATPAY2-SHA256-RSA2048) and checks the reply's platform signature; the
 * bridge parameters are signed with the merchant key (signType RSA). A notify counts only when
 * its Wechatpay-Signature verifies with the platform key, its timestamp is fresh, and its
 * resource decrypts (AES-256-GCM with the APIv3 key) to a SUCCESS transaction of this merchant
 * and app. No SDK: Node's fetch and crypto do all of it.
 */
export class WechatPayProvider implements PayProvider {
  readonly name = 'wechat';

  constructor(
    private readonly cfg: WechatPayConfig,
    private readonly now: () => number = Date.now,
    private readonly fetchImpl: typeof fetch = fetch,
  ) {}

  /** The Authorization header of a request: signs method, path with query, time, nonce and body. */
  authorization(method: string, pathWithQuery: string, body: string): string {
    const timestamp = String(Math.floor(this.now() / 1000));
    const nonce = randomBytes(16).toString('hex');
    const signature = rsaSign(this.cfg.privateKey, `${method}\n${pathWithQuery}\n${timestamp}\n${nonce}\n${body}\n`);
    return `${WECHATPAY_SCHEME} mchid="${this.cfg.mchId}",nonce_str="${nonce}",signature="${signature}",timestamp="${timestamp}",serial_no="${this.cfg.serialNo}"`;
  }

  /**
   * Whether a reply or notify was signed by WeChat Pay: `timestamp\nnonce\nbody\n` verified with
   * the platform key, a timestamp within 5 minutes, and (when configured) the expected serial.
   * WeChat's signature probes ("WECHATPAY/SIGNTEST/…") fail here, as they are meant to.
   */
  verifySignature(headers: NotifyRequest['headers'], body: string): boolean {
    const timestamp = header(headers, 'wechatpay-timestamp');
    const nonce = header(headers, 'wechatpay-nonce');
    const signature = header(headers, 'wechatpay-signature');
    const serial = header(headers, 'wechatpay-serial');
    if (!timestamp || !nonce || !signature || !/^\d{1,12}$/.test(timestamp)) return false;
    if (Math.abs(Math.floor(this.now() / 1000) - Number(timestamp)) > MAX_SKEW_S) return false;
    if (this.cfg.platformSerial && serial !== this.cfg.platformSerial) return false;
    try {
      return verify('sha256', Buffer.from(`${timestamp}\n${nonce}\n${body}\n`, 'utf8'), this.cfg.platformPublicKey, Buffer.from(signature, 'base64'));
    } catch {
      return false;
    }
  }

  async prepay(order: { tradeNo: string; amountFen: number; title: string; openId: string }): Promise<{ prepayId: string; params: JsapiParams }> {
    const text = await this.post('/v3/pay/transactions/jsapi', '下单', {
      appid: this.cfg.appId,
      mchid: this.cfg.mchId,
      // WeChat takes at most 127 bytes of UTF-8: 40 characters of Chinese stay under it.
      description: [...order.title].slice(0, 40).join(''),
      out_trade_no: order.tradeNo,
      notify_url: this.cfg.notifyUrl,
      amount: { total: order.amountFen, currency: 'CNY' },
      payer: { openid: order.openId },
    });
    const reply = prepayReply.safeParse(safeJson(text));
    if (!reply.success) throw new PayProviderError('微信支付应答格式不正确');
    return { prepayId: reply.data.prepay_id, params: this.bridgeParams(reply.data.prepay_id) };
  }

  /**
   * A refund (POST /v3/refund/domestic/refunds): accepted once WeChat signs its reply; the money
   * is back when its REFUND.SUCCESS notify comes to the refund notify URL.
   */
  /** WeChat Pay accepts the refund here; it reaches the buyer with its refund notify. */
  async refund(request: RefundRequest): Promise<null> {
    await this.post('/v3/refund/domestic/refunds', '退款', {
      out_trade_no: request.tradeNo,
      out_refund_no: request.refundNo,
      reason: [...request.reason].slice(0, 80).join(''),
      notify_url: this.cfg.notifyUrl.replace(/\/api\/pay\/notify$/, REFUND_NOTIFY_PATH),
      amount: { refund: request.amountFen, total: request.totalFen, currency: 'CNY' },
    });
    return null;
  }

  verifyRefundNotify(body: unknown, request?: NotifyRequest): RefundNotice | null {
    if (!request || !this.verifySignature(request.headers, request.rawBody)) return null;
    const notify = notifyBody.safeParse(body);
    if (!notify.success || notify.data.event_type !== 'REFUND.SUCCESS') return null;
    const plain = this.decryptResource(notify.data.resource);
    const r = refundResource.safeParse(plain === null ? null : safeJson(plain));
    if (!r.success || r.data.mchid !== this.cfg.mchId || r.data.refund_status !== 'SUCCESS') return null;
    return { tradeNo: r.data.out_trade_no, refundNo: r.data.out_refund_no, amountFen: r.data.amount.refund };
  }

  /** A signed POST to the API; the reply's text once WeChat's signature on it verifies. */
  private async post(path: string, what: string, payload: object): Promise<string> {
    const url = new URL(`${this.cfg.apiBase}${path}`);
    const body = JSON.stringify(payload);
    let response: Response;
    try {
      response = await this.fetchImpl(url, {
        method: 'POST',
        headers: {
          authorization: this.authorization('POST', `${url.pathname}${url.search}`, body),
          accept: 'application/json',
          'content-type': 'application/json',
          'user-agent': 'tongxin-server',
        },
        body,
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      });
    } catch {
      throw new PayProviderError('微信支付暂时无法连接，请稍后再试');
    }
    const text = await response.text();
    const headers: Record<string, string> = {};
    response.headers.forEach((value, name) => {
      headers[name] = value;
    });
    if (!response.ok) {
      const error = errorReply.safeParse(safeJson(text));
      if (error.success && error.data.code === 'ORDERPAID') throw new PayProviderError('订单已支付', true);
      throw new PayProviderError(`微信支付${what}失败：${error.success ? error.data.message : `HTTP ${response.status}`}`);
    }
    // A success that WeChat did not sign is not WeChat's (a proxy or a man in the middle).
    if (!this.verifySignature(headers, text)) throw new PayProviderError('微信支付应答签名无效');
    return text;
  }

  /** What getBrandWCPayRequest takes: paySign signs appId, timeStamp, nonceStr and package. */
  bridgeParams(prepayId: string): JsapiParams {
    const timeStamp = String(Math.floor(this.now() / 1000));
    const nonceStr = randomBytes(16).toString('hex');
    const pkg = `prepay_id=${prepayId}`;
    const paySign = rsaSign(this.cfg.privateKey, `${this.cfg.appId}\n${timeStamp}\n${nonceStr}\n${pkg}\n`);
    return { appId: this.cfg.appId, timeStamp, nonceStr, package: pkg, signType: 'RSA', paySign };
  }

  /** The resource's plaintext: AES-256-GCM with the APIv3 key; the last 16 bytes are the tag. */
  decryptResource(resource: { ciphertext: string; nonce: string; associated_data?: string }): string | null {
    try {
      const data = Buffer.from(resource.ciphertext, 'base64');
      if (data.length <= 16) return null;
      const decipher = createDecipheriv('aes-256-gcm', Buffer.from(this.cfg.apiV3Key, 'utf8'), Buffer.from(resource.nonce, 'utf8'));
      decipher.setAuthTag(data.subarray(data.length - 16));
      decipher.setAAD(Buffer.from(resource.associated_data ?? '', 'utf8'));
      return Buffer.concat([decipher.update(data.subarray(0, data.length - 16)), decipher.final()]).toString('utf8');
    } catch {
      return null;
    }
  }

  verifyNotify(body: unknown, request?: NotifyRequest): PaidNotice | null {
    if (!request || !this.verifySignature(request.headers, request.rawBody)) return null;
    const notify = notifyBody.safeParse(body);
    if (!notify.success || notify.data.event_type !== 'TRANSACTION.SUCCESS') return null;
    const plain = this.decryptResource(notify.data.resource);
    const tx = transaction.safeParse(plain === null ? null : safeJson(plain));
    if (!tx.success) return null;
    const t = tx.data;
    if (t.mchid !== this.cfg.mchId || t.appid !== this.cfg.appId || t.trade_state !== 'SUCCESS') return null;
    return { tradeNo: t.out_trade_no, transactionId: t.transaction_id, amountFen: t.amount.total };
  }
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}
