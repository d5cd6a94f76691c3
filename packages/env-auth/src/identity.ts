import * as z from 'zod/mini';
import { readAppUserInfo, resolveNativeBridge, type NativeBridge } from './bridge';
import {
  credentials,
  wechatUserInfoSchema,
  type CredentialStore,
  type WechatUserInfo,
} from './credentials';
import type { Environment } from './environment';
import { IdentityError, type IdentityErrorKind } from './identity-error';
import { browserSessionStorage, type KeyValueStorage } from './safe-storage';
import { DEFAULT_CID } from './tenant';
import {
  browserPort,
  randomState,
  withQueryParam,
  withoutQueryParams,
  type BrowserPort,
} from './url';
import { wechatAuthorizeUrl, type WechatScope } from './wechat-oauth';

/** userInfo of the page context (spec §3); ids are text, absent values null. */
export interface UserInfo {
  userId: string | null;
  headImg: string | null;
  signature: string | null;
  nick_name: string | null;
  unionId: string | null;
  openId: string | null;
  rid: string | null;
  uid: string | null;
  mobile: string | null;
}

/** The page context of spec §3. */
export interface PageContext {
  common: { iid: number; cid: number };
  userInfo: UserInfo;
  /** `clientBridge`: the page talks to the native app (use `resolveNativeBridge()` to call it). */
  page: { clientBridge: boolean; versionCode: number | null };
}

/** Where a ready identity came from. */
export type IdentitySource = 'bridge' | 'wechat' | 'toutiao' | 'ticket' | 'stored' | 'dev' | 'anonymous';

/**
 * What proves the identity to the server, when the environment gave a proof: a ticket the host's
 * backend signed (the app's bridge answer `ticket`; a mini-program's or Toutiao's web-view URL
 * `idTicket`), which the server exchanges once for a member session. An id alone (rid, openid,
 * unionId) proves nothing: anyone can type one. WeChat's proof is the OAuth code, exchanged by
 * `wechat.exchangeCode`.
 */
export interface IdentityProof {
  kind: 'ticket';
  provider: 'app' | 'miniprogram' | 'toutiao';
  ticket: string;
}

/**
 * What the identity step ended with. `redirecting`: the page is leaving for an auth page (render
 * a loading state, nothing else). `failed`: show `error.message` with a button calling `retry`.
 */
export type IdentityOutcome =
  | { status: 'ready'; context: PageContext; source: IdentitySource; proof?: IdentityProof }
  | { status: 'redirecting'; url: string }
  | { status: 'failed'; error: IdentityError; retry: () => Promise<IdentityOutcome> };

export interface WechatOAuthConfig {
  /** The official account's appid. */
  appId: string;
  /**
   * Exchanges the OAuth code through the server (e.g. the gateway call /wxservice2/getUserInfo);
   * answers WeChat user info (openid required; unionid, nickname, headimgurl when known).
   */
  exchangeCode(code: string): Promise<unknown>;
  scope?: WechatScope;
  /** The authorise endpoint, when not WeChat's own (a server emulating WeChat; a path is read against the page's URL). */
  authorizeEndpoint?: string;
}

export interface ToutiaoAuthConfig {
  /** The auth page: a URL that gets `returnParam`=the page to come back to, or a builder. */
  authUrl: string | ((returnUrl: string) => string);
  /** Query parameter carrying the return URL when `authUrl` is text; default `redirect`. */
  returnParam?: string;
}

export interface ObtainIdentityOptions {
  environment: Environment;
  iid: number;
  cid?: number;
  /** Dev mode: the fixed sample identity (`true`), or the sample with some fields replaced. */
  dev?: boolean | Partial<UserInfo>;
  /** Required in the wechat and miniprogram environments. */
  wechat?: WechatOAuthConfig;
  /** Required in the toutiao environment. */
  toutiao?: ToutiaoAuthConfig;
  /** The app's bridge; default `window.clientBridge`. */
  bridge?: NativeBridge | null;
  bridgeTimeoutMs?: number;
  /** URL operations; default the real window. */
  port?: BrowserPort;
  /** Where identities persist; default {@link credentials} (localStorage). */
  store?: CredentialStore;
  /** Where the auth attempt is remembered across the redirect; default sessionStorage. */
  session?: KeyValueStorage;
  /** OAuth state values; default 32 random hex characters. */
  createState?: () => string;
}

/** The fixed sample identity of dev mode. */
export const DEV_USER_INFO: Readonly<UserInfo> = Object.freeze({
  userId: '100001',
  headImg: null,
  signature: '开发模式示例用户',
  nick_name: '开发者',
  unionId: 'dev-unionid-100001',
  openId: 'dev-openid-100001',
  rid: '100001',
  uid: '100001',
  mobile: '13800138000',
});

/** The session key of the auth attempt in flight (sessionStorage, not a spec key). */
export const AUTH_ATTEMPT_KEY = 'env-auth.attempt';

const OAUTH_PARAMS = ['code', 'state'] as const;
/** The query parameter a mini-program's or Toutiao's web-view URL carries its signed identity ticket in. */
export const TICKET_PARAM = 'idTicket';
const TOUTIAO_UNION_PARAMS = ['unionId', 'unionid'] as const;

// One session store per page, so a memory fallback (storage refused) is shared by every call.
let session: KeyValueStorage | null = null;
function defaultSession(): KeyValueStorage {
  session ??= browserSessionStorage();
  return session;
}

const attemptSchema = z.object({
  provider: z.enum(['wechat', 'toutiao']),
  iid: z.number(),
  state: z.string(),
  status: z.enum(['pending', 'exchanging', 'failed']),
  kind: z.optional(
    z.enum([
      'oauth-denied',
      'oauth-interrupted',
      'oauth-code-reused',
      'oauth-state-mismatch',
      'oauth-exchange-failed',
      'toutiao-interrupted',
    ]),
  ),
});
type Attempt = z.infer<typeof attemptSchema>;

// One exchange per code even when the shell asks twice at once (React strict mode runs effects
// twice; the second call finds the code already stripped from the URL and joins the first).
const inflight = new Map<string, Promise<IdentityOutcome>>();

const EMPTY_USER: Readonly<UserInfo> = Object.freeze({
  userId: null,
  headImg: null,
  signature: null,
  nick_name: null,
  unionId: null,
  openId: null,
  rid: null,
  uid: null,
  mobile: null,
});

interface Resolved {
  environment: Environment;
  iid: number;
  cid: number;
  port: BrowserPort;
  store: CredentialStore;
  session: KeyValueStorage;
  createState: () => string;
  options: ObtainIdentityOptions;
}

/**
 * The visitor's identity in the current environment (spec §6), as the page context of spec §3.
 *
 * - app: rid and the app user from the native bridge (a failure: `failed`, retry calls again);
 * - wechat, miniprogram: WeChat OAuth — with no stored identity, redirects to the authorise URL;
 *   back with `code` and `state`, strips both from the URL, exchanges the code once, stores
 *   `idsUser` and `unionId` for the tenant. A reused code, a foreign state, a refusal, a failed
 *   exchange or a return without a code gives `failed` with a retry that starts a fresh
 *   authorisation; it never redirects by itself twice, so there is no loop;
 * - toutiao: `unionId` (or `unionid`) from the query (stored, then stripped), else the stored one, else a
 *   redirect to the configured auth page;
 * - dev mode: the fixed sample identity; elsewhere: whatever this tenant has stored, or nobody.
 *
 * @example
 * rememberLandingUrl();
 * const { environment } = currentEnvironment();
 * const outcome = await obtainIdentity({
 *   environment, iid, cid,
 *   wechat: { appId, exchangeCode: (code) => gateway(getWechatUserInfo, { code }) },
 *   toutiao: { authUrl: 'https://auth.example.org/toutiao' },
 * });
 * if (outcome.status === 'ready') dispatch(sessionReady(outcome.context));
 */
export async function obtainIdentity(options: ObtainIdentityOptions): Promise<IdentityOutcome> {
  const r: Resolved = {
    environment: options.environment,
    iid: options.iid,
    cid: options.cid ?? DEFAULT_CID,
    port: options.port ?? browserPort(),
    store: options.store ?? credentials,
    session: options.session ?? defaultSession(),
    createState: options.createState ?? randomState,
    options,
  };

  if (options.dev) {
    const overrides = typeof options.dev === 'object' ? options.dev : {};
    return ready(r, { ...DEV_USER_INFO, ...overrides }, 'dev');
  }

  switch (r.environment) {
    case 'app':
      return fromBridge(r);
    case 'wechat':
    case 'miniprogram':
      return fromWechat(r);
    case 'toutiao':
      return fromToutiao(r);
    default: {
      const stored = storedUser(r);
      return ready(r, stored ?? EMPTY_USER, stored ? 'stored' : 'anonymous');
    }
  }
}

function ready(
  r: Resolved,
  userInfo: UserInfo,
  source: IdentitySource,
  page: PageContext['page'] = { clientBridge: false, versionCode: null },
  proof?: IdentityProof,
): IdentityOutcome {
  return {
    status: 'ready',
    source,
    context: { common: { iid: r.iid, cid: r.cid }, userInfo, page },
    ...(proof ? { proof } : {}),
  };
}

/**
 * The signed ticket a mini-program or Toutiao put in the web-view URL (`idTicket`), taken out of
 * the address bar at once (a shared link must not carry it), as a ready identity; null without one.
 */
function fromTicketParam(r: Resolved, provider: 'miniprogram' | 'toutiao'): IdentityOutcome | null {
  const url = new URL(r.port.currentUrl());
  const ticket = url.searchParams.get(TICKET_PARAM)?.trim();
  if (!ticket) return null;
  r.port.replaceUrl(withoutQueryParams(url.href, [TICKET_PARAM, ...TOUTIAO_UNION_PARAMS]));
  clearAttempt(r);
  return ready(r, storedUser(r) ?? EMPTY_USER, 'ticket', undefined, { kind: 'ticket', provider, ticket });
}

function storedUser(r: Resolved): UserInfo | null {
  const ids = r.store.idsUser.read(r.iid);
  const unionId = ids?.unionid ?? r.store.unionId.read(r.iid);
  if (!ids && !unionId) return null;
  return {
    ...EMPTY_USER,
    unionId,
    openId: ids?.openid ?? null,
    nick_name: ids?.nickname ?? null,
    headImg: ids?.headimgurl ?? null,
  };
}

async function fromBridge(r: Resolved): Promise<IdentityOutcome> {
  const bridge = 'bridge' in r.options ? (r.options.bridge ?? null) : resolveNativeBridge();
  try {
    const app = await readAppUserInfo(bridge, r.options.bridgeTimeoutMs);
    const stored = storedUser(r);
    return ready(
      r,
      {
        ...EMPTY_USER,
        unionId: stored?.unionId ?? null,
        openId: stored?.openId ?? null,
        rid: app.rid,
        uid: app.uid,
        headImg: app.headImg,
        signature: app.signature,
        nick_name: app.nick_name,
      },
      'bridge',
      { clientBridge: true, versionCode: app.versionCode },
      app.ticket ? { kind: 'ticket', provider: 'app', ticket: app.ticket } : undefined,
    );
  } catch (e) {
    const error = e instanceof IdentityError ? e : new IdentityError('bridge', { cause: e });
    return { status: 'failed', error, retry: () => fromBridge(r) };
  }
}

// ---- auth attempt memory (sessionStorage) ----

function readAttempt(r: Resolved, provider: Attempt['provider']): Attempt | null {
  const text = r.session.getItem(AUTH_ATTEMPT_KEY);
  if (!text) return null;
  try {
    const parsed = attemptSchema.safeParse(JSON.parse(text));
    return parsed.success && parsed.data.provider === provider && parsed.data.iid === r.iid
      ? parsed.data
      : null;
  } catch {
    return null;
  }
}

function writeAttempt(r: Resolved, attempt: Attempt): void {
  r.session.setItem(AUTH_ATTEMPT_KEY, JSON.stringify(attempt));
}

function clearAttempt(r: Resolved): void {
  r.session.removeItem(AUTH_ATTEMPT_KEY);
}

function failed(
  r: Resolved,
  kind: IdentityErrorKind,
  restart: () => Promise<IdentityOutcome>,
  cause?: unknown,
): IdentityOutcome {
  return {
    status: 'failed',
    error: new IdentityError(kind, cause === undefined ? undefined : { cause }),
    retry: () => {
      clearAttempt(r);
      return restart();
    },
  };
}

// ---- WeChat OAuth ----

function wechatConfig(r: Resolved): WechatOAuthConfig {
  const config = r.options.wechat;
  if (!config?.appId || typeof config.exchangeCode !== 'function') {
    throw new TypeError(
      `obtainIdentity: options.wechat (appId and exchangeCode) is required in the ${r.environment} environment`,
    );
  }
  return config;
}

async function fromWechat(r: Resolved): Promise<IdentityOutcome> {
  // A mini-program that signed its user's ticket needs no OAuth round trip.
  const ticketed = r.environment === 'miniprogram' ? fromTicketParam(r, 'miniprogram') : null;
  if (ticketed) return ticketed;
  const config = wechatConfig(r);
  const restart = () => startWechat(r, config);
  const url = new URL(r.port.currentUrl());
  const code = url.searchParams.get('code');
  const state = url.searchParams.get('state');
  const attempt = readAttempt(r, 'wechat');

  // WeChat always sends our state back with the code; a lone `code` is some page's own parameter.
  if (code && state) {
    // Stripped before anything else: a reload, a share or a back navigation must never carry a
    // code that is single-use by WeChat's rules. A redirect keeps the authorise URL's
    // `#wechat_redirect` marker when it names no fragment of its own: that goes too.
    const back = new URL(withoutQueryParams(url.href, OAUTH_PARAMS));
    if (back.hash === '#wechat_redirect') back.hash = '';
    r.port.replaceUrl(back.href);
    const unusable: IdentityErrorKind | null =
      !attempt || attempt.state !== state
        ? 'oauth-state-mismatch'
        : attempt.status !== 'pending'
          ? 'oauth-code-reused'
          : null;
    if (unusable || !attempt) {
      // Not ours to exchange; a visitor this tenant already knows just carries on.
      const stored = storedUser(r);
      if (stored?.openId) return ready(r, stored, 'stored');
      return failed(r, unusable ?? 'oauth-state-mismatch', restart);
    }
    writeAttempt(r, { ...attempt, status: 'exchanging' });
    const key = `${r.iid}:${attempt.state}`;
    const exchange = exchangeCode(r, config, code, attempt, restart).finally(() => {
      inflight.delete(key);
    });
    inflight.set(key, exchange);
    return exchange;
  }

  if (attempt?.status === 'exchanging') {
    const running = inflight.get(`${r.iid}:${attempt.state}`);
    if (running) return running;
  }

  if (state && attempt?.status === 'pending' && attempt.state === state) {
    // WeChat comes back with the state and no code when the visitor refuses.
    r.port.replaceUrl(withoutQueryParams(url.href, OAUTH_PARAMS));
    writeAttempt(r, { ...attempt, status: 'failed', kind: 'oauth-denied' });
    return failed(r, 'oauth-denied', restart);
  }

  const stored = storedUser(r);
  if (stored?.openId) {
    clearAttempt(r);
    return ready(r, stored, 'stored');
  }

  // An attempt still on record means this page already sent the visitor to WeChat once in this
  // tab and got nothing back (the back button from the authorise page, a reload mid-exchange, an
  // earlier failure): ask, don't redirect again.
  if (attempt) return failed(r, attempt.kind ?? 'oauth-interrupted', restart);

  return startWechat(r, config);
}

async function startWechat(r: Resolved, config: WechatOAuthConfig): Promise<IdentityOutcome> {
  const state = r.createState();
  writeAttempt(r, { provider: 'wechat', iid: r.iid, state, status: 'pending' });
  const url = wechatAuthorizeUrl({
    appId: config.appId,
    redirectUri: withoutQueryParams(r.port.currentUrl(), OAUTH_PARAMS),
    state,
    scope: config.scope,
    endpoint: config.authorizeEndpoint,
  });
  r.port.navigate(url);
  return { status: 'redirecting', url };
}

function looksReused(cause: unknown): boolean {
  // WeChat's errcode for a used code is 40163; 40029 is an invalid (e.g. expired) code.
  const text = cause instanceof Error ? cause.message : String(cause);
  return /\b40163\b|\b40029\b|code been used/i.test(text);
}

async function exchangeCode(
  r: Resolved,
  config: WechatOAuthConfig,
  code: string,
  attempt: Attempt,
  restart: () => Promise<IdentityOutcome>,
): Promise<IdentityOutcome> {
  let info: WechatUserInfo;
  try {
    info = wechatUserInfoSchema.parse(await config.exchangeCode(code));
  } catch (cause) {
    const kind: IdentityErrorKind = looksReused(cause)
      ? 'oauth-code-reused'
      : 'oauth-exchange-failed';
    writeAttempt(r, { ...attempt, status: 'failed', kind });
    return failed(r, kind, restart, cause);
  }
  r.store.idsUser.save(r.iid, info);
  if (info.unionid) r.store.unionId.save(r.iid, info.unionid);
  clearAttempt(r);
  return ready(
    r,
    {
      ...EMPTY_USER,
      openId: info.openid,
      unionId: info.unionid,
      nick_name: info.nickname,
      headImg: info.headimgurl,
    },
    'wechat',
  );
}

// ---- Toutiao ----

function toutiaoConfig(r: Resolved): ToutiaoAuthConfig {
  const config = r.options.toutiao;
  if (!config?.authUrl) {
    throw new TypeError(
      'obtainIdentity: options.toutiao.authUrl is required in the toutiao environment',
    );
  }
  return config;
}

async function fromToutiao(r: Resolved): Promise<IdentityOutcome> {
  const ticketed = fromTicketParam(r, 'toutiao');
  if (ticketed) return ticketed;
  const config = toutiaoConfig(r);
  const url = new URL(r.port.currentUrl());
  const fromQuery = TOUTIAO_UNION_PARAMS.map((p) => url.searchParams.get(p)?.trim()).find(Boolean);
  if (fromQuery) {
    r.store.unionId.save(r.iid, fromQuery);
    // A shared link must not sign the next reader in as the sharer.
    r.port.replaceUrl(withoutQueryParams(url.href, TOUTIAO_UNION_PARAMS));
    clearAttempt(r);
    return ready(r, { ...(storedUser(r) ?? EMPTY_USER), unionId: fromQuery }, 'toutiao');
  }
  const stored = storedUser(r);
  if (stored?.unionId) {
    clearAttempt(r);
    return ready(r, stored, 'stored');
  }
  const restart = () => startToutiao(r, config);
  const attempt = readAttempt(r, 'toutiao');
  if (attempt) return failed(r, 'toutiao-interrupted', restart);
  return startToutiao(r, config);
}

async function startToutiao(r: Resolved, config: ToutiaoAuthConfig): Promise<IdentityOutcome> {
  writeAttempt(r, { provider: 'toutiao', iid: r.iid, state: r.createState(), status: 'pending' });
  const returnUrl = withoutQueryParams(r.port.currentUrl(), TOUTIAO_UNION_PARAMS);
  const url =
    typeof config.authUrl === 'function'
      ? config.authUrl(returnUrl)
      : withQueryParam(config.authUrl, config.returnParam ?? 'redirect', returnUrl, returnUrl);
  r.port.navigate(url);
  return { status: 'redirecting', url };
}
