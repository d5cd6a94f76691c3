import { randomBytes } from 'node:crypto';
import { z } from 'zod';

/** WeChat user info (spec §3), as an OAuth code exchange answers it: the openid always, the rest when WeChat gives it. */
export interface WechatUser {
  openid: string;
  unionid: string | null;
  nickname: string | null;
  headimgurl: string | null;
}

/** Why an exchange failed: the code is wrong, used or expired (`code`), or WeChat could not answer (`unavailable`). */
export class WechatOAuthError extends Error {
  override readonly name = 'WechatOAuthError';
  constructor(
    readonly reason: 'code' | 'unavailable',
    message: string = reason,
  ) {
    super(message);
  }
}

/**
 * The WeChat official account's web OAuth (spec §6, §7 /wxservice2/getUserInfo): where the page
 * sends the visitor to authorise, and the server-side exchange of the single-use code it brings
 * back. A code is the only proof of a WeChat visitor the server accepts: an openid sent by a page
 * could be anyone's.
 */
export interface WechatOAuthProvider {
  readonly kind: 'api' | 'emulated';
  /** The official account's appId (the page's authorise URL carries it). */
  readonly appId: string;
  /** The authorise endpoint the page redirects to: WeChat's, or the emulated one of this server (a path). */
  readonly authorizeUrl: string;
  /** Exchanges a code once; throws WechatOAuthError. */
  exchange(code: string, warn: (message: string, detail?: object) => void): Promise<WechatUser>;
}

export const WECHAT_AUTHORIZE_URL = 'https://open.weixin.qq.com/connect/oauth2/authorize';
const TIMEOUT_MS = 5_000;

/** WeChat's answer to sns/oauth2/access_token (errors come as { errcode, errmsg }). */
const accessTokenReply = z.object({
  access_token: z.string().min(1),
  openid: z.string().min(1),
  scope: z.string().default(''),
  unionid: z.string().optional(),
  /** 1: a "snapshot" page visit (e.g. from Moments), where no user info is given. */
  is_snapshotuser: z.number().optional(),
});
const userInfoReply = z.object({
  openid: z.string(),
  nickname: z.string().optional(),
  headimgurl: z.string().optional(),
  unionid: z.string().optional(),
});
const errorReply = z.object({ errcode: z.number(), errmsg: z.string().optional() });

/** WeChat's codes for a code that is wrong, used or expired. */
const BAD_CODE = new Set([40029, 40163, 41008, 40030]);

/**
 * The real exchange: sns/oauth2/access_token with the account's secret, then sns/userinfo when the
 * scope is snsapi_userinfo (never for a snapshot visit).
 */
export class ApiWechatOAuthProvider implements WechatOAuthProvider {
  readonly kind = 'api';
  readonly authorizeUrl = WECHAT_AUTHORIZE_URL;

  constructor(
    private readonly account: { appId: string; appSecret: string; apiBase: string },
    private readonly fetchImpl: typeof fetch = fetch,
  ) {}

  get appId(): string {
    return this.account.appId;
  }

  private async getJson(url: URL): Promise<unknown> {
    let text: string;
    try {
      const response = await this.fetchImpl(url, { signal: AbortSignal.timeout(TIMEOUT_MS) });
      text = await response.text();
    } catch {
      throw new WechatOAuthError('unavailable');
    }
    try {
      return JSON.parse(text) as unknown;
    } catch {
      throw new WechatOAuthError('unavailable');
    }
  }

  async exchange(code: string, warn: (message: string, detail?: object) => void): Promise<WechatUser> {
    const { appId, appSecret, apiBase } = this.account;
    const tokenUrl = new URL(`${apiBase}/sns/oauth2/access_token`);
    tokenUrl.search = new URLSearchParams({ appid: appId, secret: appSecret, code, grant_type: 'authorization_code' }).toString();
    const tokenBody = await this.getJson(tokenUrl);
    const token = accessTokenReply.safeParse(tokenBody);
    if (!token.success) {
      const error = errorReply.safeParse(tokenBody);
      if (error.success && BAD_CODE.has(error.data.errcode)) throw new WechatOAuthError('code');
      warn('WeChat refused the OAuth code exchange', { errcode: error.success ? error.data.errcode : undefined });
      throw new WechatOAuthError('unavailable', 'refused');
    }
    const { access_token: accessToken, openid, scope, unionid, is_snapshotuser: snapshot } = token.data;
    const user: WechatUser = { openid, unionid: unionid ?? null, nickname: null, headimgurl: null };
    if (scope.split(',').includes('snsapi_userinfo') && snapshot !== 1) {
      const infoUrl = new URL(`${apiBase}/sns/userinfo`);
      infoUrl.search = new URLSearchParams({ access_token: accessToken, openid, lang: 'zh_CN' }).toString();
      const info = userInfoReply.safeParse(await this.getJson(infoUrl));
      if (info.success && info.data.openid === openid) {
        user.nickname = info.data.nickname ?? null;
        user.headimgurl = info.data.headimgurl || null;
        user.unionid = info.data.unionid ?? user.unionid;
      } else {
        // The openid is what a sign-in needs; a profile that failed to load is not fatal.
        warn('WeChat userinfo failed after a good code exchange');
      }
    }
    return user;
  }
}

/** The emulated authorise page's path on this server (WECHAT_PROVIDER=emulated). */
export const EMULATED_AUTHORIZE_PATH = '/api/dev/wechat/authorize';
/** The cookie the emulated WeChat keeps its visitor in: one browser is one WeChat user. */
export const EMULATED_USER_COOKIE = 'tx_emulated_wechat_user';
const CODE_TTL_MS = 5 * 60_000;

/**
 * WeChat OAuth played by this server, for tests and demos only (WECHAT_PROVIDER=emulated): the
 * authorise page (`authorize`) answers at once with a code for the browser's emulated WeChat user,
 * kept in a cookie, as WeChat answers for its signed-in user; a code is single-use and lives 5
 * minutes, like WeChat's. The exchange is the same call as the real one.
 */
export class EmulatedWechatOAuthProvider implements WechatOAuthProvider {
  readonly kind = 'emulated';
  readonly authorizeUrl = EMULATED_AUTHORIZE_PATH;
  private readonly codes = new Map<string, { user: WechatUser; expiresAt: number }>();

  constructor(
    readonly appId: string,
    private readonly now: () => number,
  ) {}

  /** A fresh emulated WeChat user (the openid and unionid WeChat would give a new visitor). */
  static newUserId(): string {
    return randomBytes(12).toString('hex');
  }

  /** Mints a single-use code for the emulated user `userId` (the cookie's value). */
  authorize(userId: string, scope: string): string {
    for (const [code, entry] of this.codes) if (entry.expiresAt <= this.now()) this.codes.delete(code);
    const code = `emu-${randomBytes(16).toString('hex')}`;
    const userinfo = scope === 'snsapi_userinfo';
    this.codes.set(code, {
      user: { openid: `o-emu-${userId}`, unionid: `u-emu-${userId}`, nickname: userinfo ? `微信用户${userId.slice(0, 4)}` : null, headimgurl: null },
      expiresAt: this.now() + CODE_TTL_MS,
    });
    return code;
  }

  exchange(code: string): Promise<WechatUser> {
    const entry = this.codes.get(code);
    this.codes.delete(code);
    if (!entry || entry.expiresAt <= this.now()) return Promise.reject(new WechatOAuthError('code'));
    return Promise.resolve(entry.user);
  }
}
