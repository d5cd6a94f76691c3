import { createDecipheriv, randomBytes } from 'node:crypto';
import { z } from 'zod';
import { WechatOAuthError } from './wechat-oauth';

/*
 * The WeChat mini-program's side of WeChat (spec §6; the step counting of WeChat Run): the code a
 * mini-program's wx.login gives is exchanged once (sns/jscode2session) for the user's openid and
 * session key, and data the mini-program receives encrypted (wx.getWeRunData's encryptedData and
 * iv) is decrypted here with that key: AES-128-CBC with PKCS#7 padding, the key and iv base64,
 * the plain text JSON whose watermark names the mini-program's appid. The session key never
 * leaves the server.
 */

/** What jscode2session answers: the user and the key of their session. */
export interface MiniSession {
  openid: string;
  unionid: string | null;
  /** Base64 of 16 bytes: the AES-128 key of the user's encrypted data. */
  sessionKey: string;
}

export interface WechatMiniProvider {
  readonly kind: 'api' | 'emulated';
  /** The mini-program's appId: the watermark of its decrypted data must name it. */
  readonly appId: string;
  /** Exchanges a wx.login code once; throws WechatOAuthError ('code' for a wrong, used or expired code). */
  code2Session(code: string): Promise<MiniSession>;
}

const TIMEOUT_MS = 5_000;
const sessionReply = z.object({ openid: z.string().min(1), session_key: z.string().min(1), unionid: z.string().optional() });
const errorReply = z.object({ errcode: z.number() });
/** WeChat's codes for a code that is wrong, used or expired, and for a user blocked from logging in. */
const BAD_CODE = new Set([40029, 40163, 40226]);

/** The real exchange: sns/jscode2session with the mini-program's secret. */
export class ApiWechatMiniProvider implements WechatMiniProvider {
  readonly kind = 'api';

  constructor(
    private readonly account: { appId: string; appSecret: string; apiBase: string },
    private readonly fetchImpl: typeof fetch = fetch,
  ) {}

  get appId(): string {
    return this.account.appId;
  }

  async code2Session(code: string): Promise<MiniSession> {
    const url = new URL(`${this.account.apiBase}/sns/jscode2session`);
    url.search = new URLSearchParams({ appid: this.account.appId, secret: this.account.appSecret, js_code: code, grant_type: 'authorization_code' }).toString();
    let body: unknown;
    try {
      body = JSON.parse(await (await this.fetchImpl(url, { signal: AbortSignal.timeout(TIMEOUT_MS) })).text());
    } catch {
      throw new WechatOAuthError('unavailable');
    }
    const ok = sessionReply.safeParse(body);
    if (ok.success) return { openid: ok.data.openid, unionid: ok.data.unionid ?? null, sessionKey: ok.data.session_key };
    const error = errorReply.safeParse(body);
    throw new WechatOAuthError(error.success && BAD_CODE.has(error.data.errcode) ? 'code' : 'unavailable', 'refused');
  }
}

const CODE_TTL_MS = 5 * 60_000;

/**
 * The mini-program's WeChat played by this server, for tests and demos only
 * (WECHAT_PROVIDER=emulated): `login` is wx.login for an emulated user (a single-use code living
 * 5 minutes) and hands the test the user's session key, as WeChat keeps one per user, so the test
 * can encrypt data the way WeChat does. The exchange is the same call as the real one.
 */
export class EmulatedWechatMiniProvider implements WechatMiniProvider {
  readonly kind = 'emulated';
  private readonly codes = new Map<string, { openid: string; expiresAt: number }>();
  private readonly keys = new Map<string, string>();

  constructor(
    readonly appId: string,
    private readonly now: () => number,
  ) {}

  /** wx.login for the emulated user `openid`: a code, and the session key the exchange will give. */
  login(openid: string): { code: string; sessionKey: string } {
    for (const [code, entry] of this.codes) if (entry.expiresAt <= this.now()) this.codes.delete(code);
    const sessionKey = this.keys.get(openid) ?? randomBytes(16).toString('base64');
    this.keys.set(openid, sessionKey);
    const code = `emu-mini-${randomBytes(16).toString('hex')}`;
    this.codes.set(code, { openid, expiresAt: this.now() + CODE_TTL_MS });
    return { code, sessionKey };
  }

  code2Session(code: string): Promise<MiniSession> {
    const entry = this.codes.get(code);
    this.codes.delete(code);
    const sessionKey = entry ? this.keys.get(entry.openid) : undefined;
    if (!entry || !sessionKey || entry.expiresAt <= this.now()) return Promise.reject(new WechatOAuthError('code'));
    return Promise.resolve({ openid: entry.openid, unionid: null, sessionKey });
  }
}

/** Why encrypted data was refused: it does not decrypt to JSON with that key (`data`), or it is another mini-program's (`appid`). */
export class WechatDataError extends Error {
  override readonly name = 'WechatDataError';
  constructor(readonly reason: 'data' | 'appid') {
    super(reason);
  }
}

/**
 * Decrypts a mini-program's encrypted user data as WeChat documents it: AES-128-CBC, PKCS#7,
 * key = base64(session_key), iv = base64(iv); the JSON's watermark.appid must be `appId`.
 */
export function decryptWechatData(sessionKey: string, encryptedData: string, iv: string, appId: string): Record<string, unknown> {
  const key = Buffer.from(sessionKey, 'base64');
  const ivBytes = Buffer.from(iv, 'base64');
  if (key.length !== 16 || ivBytes.length !== 16) throw new WechatDataError('data');
  let parsed: unknown;
  try {
    const decipher = createDecipheriv('aes-128-cbc', key, ivBytes);
    const plain = Buffer.concat([decipher.update(Buffer.from(encryptedData, 'base64')), decipher.final()]);
    parsed = JSON.parse(plain.toString('utf8'));
  } catch {
    // A wrong key fails the padding check or gives bytes that are no JSON.
    throw new WechatDataError('data');
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) throw new WechatDataError('data');
  const watermark = (parsed as { watermark?: { appid?: unknown } }).watermark;
  if (watermark?.appid !== appId) throw new WechatDataError('appid');
  return parsed as Record<string, unknown>;
}
