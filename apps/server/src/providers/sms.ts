import { signedPost } from './signed-post';

/** Sends verification codes. Chosen by SMS_PROVIDER (src/providers/index.ts). */
export interface SmsProvider {
  /** Rejects when the code could not be handed to the carrier. */
  send(mobile: string, code: string): Promise<void>;
  /** Tests only (SMS_EXPOSE_CODES=1): the last code sent to a number. */
  lastCode?(mobile: string): string | undefined;
}

/** Logs each code; remembers the last one per number only when `expose` is on. */
export class DevSmsProvider implements SmsProvider {
  private readonly last = new Map<string, string>();
  constructor(
    /** Where codes are written: the console by default, so an operator sees them without request logging. */
    private readonly log: (line: string) => void,
    private readonly expose: boolean,
  ) {}

  async send(mobile: string, code: string) {
    this.log(`[sms:dev] code for ${mobile.slice(0, 3)}****${mobile.slice(-4)}: ${code}`);
    if (this.expose) this.last.set(mobile, code);
  }

  lastCode(mobile: string) {
    return this.expose ? this.last.get(mobile) : undefined;
  }
}

/**
 * An SMS gateway over HTTP (SMS_PROVIDER=http): POSTs `{ mobile, code, ttlMinutes }` as JSON to
 * SMS_HTTP_URL, signed with SMS_HTTP_SECRET (signed-post.ts); any 2xx reply means sent. A small
 * relay in front of the carrier's API (Aliyun, Tencent Cloud…) keeps carrier credentials out of
 * this server.
 */
export class HttpSmsProvider implements SmsProvider {
  constructor(
    private readonly cfg: { url: string; secret: string },
    private readonly now: () => number = Date.now,
    private readonly fetchImpl: typeof fetch = fetch,
  ) {}

  async send(mobile: string, code: string) {
    const { status } = await signedPost({
      url: this.cfg.url,
      secret: this.cfg.secret,
      body: { mobile, code, ttlMinutes: 10 },
      timeoutMs: 10_000,
      now: this.now,
      fetchImpl: this.fetchImpl,
    });
    if (status < 200 || status >= 300) throw new Error(`SMS gateway answered ${status}`);
  }
}
