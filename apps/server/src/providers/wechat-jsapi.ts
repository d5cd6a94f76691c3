import { createHash, randomBytes } from 'node:crypto';
import { z } from 'zod';

/** WeChat could not give a jsapi_ticket (unreachable, or it refused the token or the ticket). */
export class WechatJsapiError extends Error {
  override readonly name = 'WechatJsapiError';
}

/** The JS-SDK's signature of a page: what `wx.config` is given. */
export interface JsapiSignature {
  appId: string;
  timestamp: number;
  nonceStr: string;
  signature: string;
}

/**
 * The official account's jsapi_ticket, which signs the JS-SDK's `wx.config` of its pages (spec §7
 * /wxservice2/ticket). Rejects with WechatJsapiError.
 */
export interface WechatJsapiProvider {
  readonly appId: string;
  ticket(): Promise<string>;
}

/** WeChat's JS-SDK signature: sha1 of the four fields in this order (the url without its hash). */
export function jsapiSignature(ticket: string, nonceStr: string, timestamp: number, url: string): string {
  return createHash('sha1').update(`jsapi_ticket=${ticket}&noncestr=${nonceStr}&timestamp=${timestamp}&url=${url}`).digest('hex');
}

/** Signs a page for the provider's account now. */
export async function signPage(provider: WechatJsapiProvider, url: string, now: number): Promise<JsapiSignature> {
  const ticket = await provider.ticket();
  const nonceStr = randomBytes(8).toString('hex');
  const timestamp = Math.floor(now / 1000);
  return { appId: provider.appId, timestamp, nonceStr, signature: jsapiSignature(ticket, nonceStr, timestamp, url) };
}

const tokenReply = z.object({ access_token: z.string().min(1), expires_in: z.number().int().positive() });
const ticketReply = z.object({ errcode: z.literal(0).optional(), ticket: z.string().min(1), expires_in: z.number().int().positive() });
const TIMEOUT_MS = 5_000;
/** Renewed this long before WeChat's expiry (seconds), so a signature is never made with a dying ticket. */
const MARGIN_S = 300;

/**
 * WeChat's API: the account's access token (cgi-bin/token, client_credential), then the ticket
 * (cgi-bin/ticket/getticket, type jsapi). Both live 7200 s and WeChat limits how often they are
 * asked for, so the ticket is kept until 5 minutes before it expires and one request is shared by
 * the callers waiting for it. One instance asks for its own (each holds a valid one; WeChat keeps
 * the old ticket valid for a while after a new one is issued).
 */
export class ApiWechatJsapiProvider implements WechatJsapiProvider {
  private cached: { ticket: string; until: number } | undefined;
  private pending: Promise<string> | undefined;

  constructor(
    private readonly account: { appId: string; appSecret: string; apiBase: string },
    private readonly now: () => number = Date.now,
    private readonly fetchImpl: typeof fetch = fetch,
  ) {}

  get appId(): string {
    return this.account.appId;
  }

  async ticket(): Promise<string> {
    if (this.cached && this.cached.until > this.now()) return this.cached.ticket;
    this.pending ??= this.fetchTicket().finally(() => {
      this.pending = undefined;
    });
    return this.pending;
  }

  private async getJson(url: URL): Promise<unknown> {
    try {
      const response = await this.fetchImpl(url, { signal: AbortSignal.timeout(TIMEOUT_MS) });
      if (!response.ok) throw new WechatJsapiError(`status ${response.status}`);
      return (await response.json()) as unknown;
    } catch (error) {
      if (error instanceof WechatJsapiError) throw error;
      throw new WechatJsapiError(`unreachable: ${(error as Error).message}`);
    }
  }

  private async fetchTicket(): Promise<string> {
    const tokenUrl = new URL(`${this.account.apiBase}/cgi-bin/token`);
    tokenUrl.search = new URLSearchParams({ grant_type: 'client_credential', appid: this.account.appId, secret: this.account.appSecret }).toString();
    const token = tokenReply.safeParse(await this.getJson(tokenUrl));
    if (!token.success) throw new WechatJsapiError('the access token was refused');
    const ticketUrl = new URL(`${this.account.apiBase}/cgi-bin/ticket/getticket`);
    ticketUrl.search = new URLSearchParams({ access_token: token.data.access_token, type: 'jsapi' }).toString();
    const ticket = ticketReply.safeParse(await this.getJson(ticketUrl));
    if (!ticket.success) throw new WechatJsapiError('the jsapi_ticket was refused');
    this.cached = { ticket: ticket.data.ticket, until: this.now() + Math.max(60, ticket.data.expires_in - MARGIN_S) * 1000 };
    return ticket.data.ticket;
  }
}

/** WECHAT_PROVIDER=emulated (tests and demos): a ticket of this process, as WeChat would issue one. */
export class EmulatedWechatJsapiProvider implements WechatJsapiProvider {
  private readonly value = `emulated-${randomBytes(16).toString('hex')}`;
  constructor(readonly appId: string) {}
  async ticket(): Promise<string> {
    return this.value;
  }
}
