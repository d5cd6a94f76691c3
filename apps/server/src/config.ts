import { createPrivateKey, createPublicKey, randomBytes, X509Certificate, type KeyObject } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { z } from 'zod';
import { NOTIFY_PATH, UNION_NOTIFY_PATH, UNION_REFUND_NOTIFY_PATH } from './providers/pay';

const port = z.coerce.number().int().min(0).max(65535);
const secret = z.string().min(16, 'must be at least 16 characters');
const flag = z.enum(['0', '1']).default('0');
const parsesAsUrl = (v: string) => {
  try {
    new URL(v);
    return true;
  } catch {
    return false;
  }
};
const httpUrl = z.string().regex(/^https?:\/\/[^\s/]+/, 'must be an http:// or https:// URL').refine(parsesAsUrl, 'must be an http:// or https:// URL');

const schema = z.object({
  HOST: z.string().min(1).default('127.0.0.1'),
  PORT: port.default(8080),
  DATA_DIR: z.string().min(1).default('.data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
    .optional(),
  /** Retired: the admin API answers staff sessions now (a platform operator's for the CLI). */
  ADMIN_TOKEN: z.string().optional(),
  /** The bootstrap platform operator's mobile and password (both or neither): the one credential from the environment. */
  OPERATOR_MOBILE: z.string().regex(/^1\d{10}$/, 'must be a mainland mobile number (11 digits)').optional(),
  OPERATOR_PASSWORD: z.string().min(10, 'must be at least 10 characters').optional(),
  /** Key of the tenants' stored payment, SMS and WeChat secrets (AES-256-GCM); default: a key file in DATA_DIR. */
  SECRETS_KEY: z.string().min(32, 'must be at least 32 characters').optional(),
  /** Console (staff) session lifetime. */
  STAFF_SESSION_HOURS: z.coerce.number().int().min(1).max(24 * 30).default(12),
  PUBLIC_BASE_URL: httpUrl.optional(),
  /** Folders of the built apps; default to the workspace's own builds. */
  COMMUNITY_DIST: z.string().optional(),
  UNIVERSITY_DIST: z.string().optional(),
  /** The organiser console's build (served under /console). */
  CONSOLE_DIST: z.string().optional(),
  /** The community app's server render of its landing pages; default its build beside COMMUNITY_DIST. */
  COMMUNITY_SSR: z.string().optional(),
  /** The university app's server render of its home; default its build beside UNIVERSITY_DIST. */
  UNIVERSITY_SSR: z.string().optional(),
  /** Providers: each is an interface with the implementations named here (see README). */
  SMS_PROVIDER: z.enum(['dev', 'http']).default('dev'),
  PAY_PROVIDER: z.enum(['sandbox', 'wechat']).default('sandbox'),
  /**
   * The new-pay route's provider (tenants whose checkPartner is true: /api/yinsheng/union.wechat.create):
   * `same` takes PAY_PROVIDER's (the sandbox in development), `yinsheng` the aggregator (YINSHENG_*).
   */
  PAY_UNION_PROVIDER: z.enum(['same', 'yinsheng']).default('same'),
  FACE_PROVIDER: z.enum(['local', 'http']).default('local'),
  /** Tests only: the dev SMS provider answers GET /api/dev/sms/last with the last code. */
  SMS_EXPOSE_CODES: flag,
  SMS_HTTP_URL: httpUrl.optional(),
  SMS_HTTP_SECRET: secret.optional(),
  /** HMAC key of the upload policies; every instance needs the same one. */
  UPLOAD_SECRET: secret.optional(),
  UPLOAD_MAX_BYTES: z.coerce.number().int().min(1024).max(50 * 1024 * 1024).default(5 * 1024 * 1024),
  /** Files one upload policy (10 minutes) may store. */
  UPLOAD_FILES_PER_POLICY: z.coerce.number().int().min(1).max(1000).default(10),
  /** Bytes one applicant may upload in 24 hours. */
  UPLOAD_BYTES_PER_DAY: z.coerce.number().int().min(1024).max(2 ** 40).default(50 * 1024 * 1024),
  /** Uploads are refused while the upload folder's disk has less free space than this (MB). */
  UPLOAD_MIN_FREE_MB: z.coerce.number().int().min(0).max(2 ** 30).default(512),
  /** HMAC key of the sandbox payment gateway's notify; every instance needs the same one. */
  PAY_SANDBOX_KEY: secret.optional(),
  /** Tests and demos only: POST /api/dev/pay/sandbox/pay plays the payer for the applicant's own order. */
  PAY_SANDBOX_ENDPOINT: flag,
  /** The WeChat appId the JSAPI parameters carry (the official account the payer's openid belongs to). */
  PAY_APP_ID: z.string().min(1).optional(),
  WECHAT_PAY_MCH_ID: z.string().regex(/^\d{6,20}$/, 'must be the merchant id (digits)').optional(),
  WECHAT_PAY_SERIAL_NO: z.string().regex(/^[0-9A-Fa-f]{8,64}$/, "must be the merchant certificate's serial number (hex)").optional(),
  WECHAT_PAY_PRIVATE_KEY_PATH: z.string().min(1).optional(),
  WECHAT_PAY_APIV3_KEY: z
    .string()
    .refine((v) => Buffer.byteLength(v, 'utf8') === 32, 'must be the 32-character APIv3 key')
    .optional(),
  WECHAT_PAY_PLATFORM_KEY_PATH: z.string().min(1).optional(),
  WECHAT_PAY_PLATFORM_SERIAL: z.string().min(1).max(100).optional(),
  WECHAT_PAY_NOTIFY_URL: z
    .string()
    .regex(/^https:\/\/[^\s/]+/, 'must be an https:// URL (WeChat Pay calls only https)')
    .refine(parsesAsUrl, 'must be an https:// URL (WeChat Pay calls only https)')
    .optional(),
  WECHAT_PAY_API_BASE: httpUrl.default('https://api.mch.weixin.qq.com'),
  /** The aggregator's merchant (partner) id, the receiving merchant (default the partner) and the business code it assigned. */
  YINSHENG_PARTNER_ID: z.string().regex(/^[\w-]{2,40}$/, "must be the aggregator's merchant id").optional(),
  YINSHENG_SELLER_ID: z.string().regex(/^[\w-]{2,40}$/, "must be the aggregator's merchant id").optional(),
  YINSHENG_BUSINESS_CODE: z.string().min(1).max(20).optional(),
  /** The merchant's RSA private key (signs requests) and the gateway's certificate or public key (verifies replies and notifies). */
  YINSHENG_PRIVATE_KEY_PATH: z.string().min(1).optional(),
  YINSHENG_PUBLIC_KEY_PATH: z.string().min(1).optional(),
  YINSHENG_NOTIFY_URL: httpUrl.optional(),
  YINSHENG_API_BASE: httpUrl.default('https://openapi.ysepay.com/gateway.do'),
  FACE_HTTP_URL: httpUrl.optional(),
  FACE_HTTP_SECRET: secret.optional(),
  FACE_HTTP_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(10_000),
  /** The official account of the WeChat OAuth exchange (wxservice2.getUserInfo). */
  WECHAT_APP_ID: z.string().regex(/^wx[0-9A-Za-z]{6,30}$/, 'must be an appId (wx…)').optional(),
  WECHAT_APP_SECRET: z.string().min(16, 'must be the AppSecret').optional(),
  WECHAT_API_BASE: httpUrl.default('https://api.weixin.qq.com'),
  /** `api`: WeChat's own OAuth (WECHAT_APP_ID/SECRET); `emulated` (tests and demos only): this server plays WeChat's authorise page and exchange. */
  WECHAT_PROVIDER: z.enum(['api', 'emulated']).default('api'),
  /** The mini-program whose code exchange (jscode2session) gives the session key that decrypts its WeChat Run data; emulated with WECHAT_PROVIDER=emulated. */
  WECHAT_MINI_APP_ID: z.string().regex(/^wx[0-9A-Za-z]{6,30}$/, 'must be an appId (wx…)').optional(),
  WECHAT_MINI_APP_SECRET: z.string().min(16, 'must be the AppSecret').optional(),
  /** HMAC key of the identity tickets the native app and the mini-programs sign for their user (an id a page could type is no proof); unset turns ticket sign-in off. */
  IDENTITY_TICKET_SECRET: secret.optional(),
  /** Registration fee in fen (order type 28). */
  REGISTRATION_FEE_FEN: z.coerce.number().int().min(1).default(5000),
  ORDER_HOLD_SECONDS: z.coerce.number().int().min(1).max(86_400).default(1800),
  ORDER_SWEEP_SECONDS: z.coerce.number().int().min(1).max(3600).default(30),
  /** Shortest time from launching a crowdfunding project to its deadline, in minutes (tests and demos shorten it). */
  CF_MIN_MINUTES: z.coerce.number().int().min(0).max(10_080).default(60),
  /** How often the crowdfunding job settles projects past their deadline (refunds those short of their goal). */
  CF_SWEEP_SECONDS: z.coerce.number().int().min(1).max(3600).default(60),
  /** The chatgpt assistant (/app/pay/chatgpt): an OpenAI-compatible service (POST {base}/chat/completions); unset keeps the local rule-based answerer. */
  ANSWERER_BASE_URL: httpUrl.optional(),
  /** Sent as `Authorization: Bearer …` when set (local services such as llama.cpp or Ollama need none). */
  ANSWERER_API_KEY: z.string().min(1).max(500).optional(),
  ANSWERER_MODEL: z.string().min(1).max(200).optional(),
  /** How long a member waits for the service's answer before the question is given back (ms). */
  ANSWERER_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(20_000),
  /** A paid question (order type 51) the expert has not answered within this many hours is refunded. */
  ASK_ANSWER_HOURS: z.coerce.number().int().min(1).max(24 * 90).default(72),
  /** How often the unanswered-question job looks for questions past their time (seconds). */
  ASK_SWEEP_SECONDS: z.coerce.number().int().min(1).max(3600).default(300),
  /** Live rooms' messages fan out across instances through Redis pub/sub (redis://[:password@]host[:port][/db]); unset: in-process (one instance). */
  REDIS_URL: z.string().regex(/^redis:\/\/[^\s]*$/, 'must be a redis:// URL').refine(parsesAsUrl, 'must be a redis:// URL').optional(),
  /** Which proxies' X-Forwarded-For to believe (client address for rate limits, https for links). */
  TRUST_PROXY: z.string().min(1).default('loopback'),
  TOKEN_TTL_HOURS: z.coerce.number().int().min(1).max(24 * 90).default(24 * 7),
});

type Env = z.output<typeof schema>;

/** The aggregator (PAY_UNION_PROVIDER=yinsheng): the new-pay route's provider. */
export interface YinshengConfig {
  partnerId: string;
  sellerId: string;
  businessCode: string;
  /** Signs requests (SHA1withRSA, the gateway's sign_type RSA). */
  privateKey: KeyObject;
  /** The gateway's key: verifies replies and notifies. */
  gatewayPublicKey: KeyObject;
  /** The WeChat appId the payer's openid belongs to. */
  appId: string;
  notifyUrl: string;
  refundNotifyUrl: string;
  /** The gateway's URL (the form is posted to it). */
  apiBase: string;
}

/** WeChat Pay API v3 (PAY_PROVIDER=wechat). */
export interface WechatPayConfig {
  mchId: string;
  /** Serial number of the merchant API certificate (the Authorization header's serial_no). */
  serialNo: string;
  /** The merchant API private key: signs requests and the bridge's paySign. */
  privateKey: KeyObject;
  /** The 32-byte APIv3 key: decrypts notify resources. */
  apiV3Key: string;
  /** WeChat Pay's platform certificate or public key: verifies replies and notifies. */
  platformPublicKey: KeyObject;
  /** The Wechatpay-Serial a signature must name, when configured. */
  platformSerial: string | undefined;
  appId: string;
  notifyUrl: string;
  apiBase: string;
}

export interface Config {
  host: string;
  port: number;
  dataDir: string;
  databaseUrl: string | undefined;
  /** The bootstrap platform operator (OPERATOR_MOBILE, OPERATOR_PASSWORD), when set. */
  operator: { mobile: string; password: string } | undefined;
  /** SECRETS_KEY, when set (else the key file in dataDir). */
  secretsKey: string | undefined;
  staffSessionMs: number;
  publicBaseUrl: string | undefined;
  communityDist: string;
  universityDist: string;
  /** The organiser console's build, served under /console. */
  consoleDist: string;
  /** The community app's server render module (`dist-ssr/entry-server.js`); landing pages render in the browser without it. */
  communitySsr: string;
  /** The university app's server render module (`dist-ssr/entry-server.js`); its home renders in the browser without it. */
  universitySsr: string;
  smsProvider: 'dev' | 'http';
  payProvider: 'sandbox' | 'wechat';
  /** The new-pay route's provider: 'same' as payProvider, or the aggregator (`yinsheng`). */
  payUnionProvider: 'same' | 'yinsheng';
  yinsheng: YinshengConfig | undefined;
  faceProvider: 'local' | 'http';
  smsExposeCodes: boolean;
  /** SMS_PROVIDER=http: where codes are posted and the HMAC key of the request. */
  smsHttp: { url: string; secret: string } | undefined;
  /** From UPLOAD_SECRET, or random per process (one instance only). */
  uploadSecret: string;
  uploadMaxBytes: number;
  /** Upload quotas: files per policy, bytes per applicant a day, and the free disk space below which uploads stop. */
  uploadQuota: { filesPerPolicy: number; bytesPerDay: number; minFreeBytes: number };
  /** From PAY_SANDBOX_KEY, or random per process (one instance only). */
  paySandboxKey: string;
  /** PAY_SANDBOX_ENDPOINT=1: the dev route that plays the payer (tests and demos only). */
  paySandboxEndpoint: boolean;
  payAppId: string;
  wechatPay: WechatPayConfig | undefined;
  /** FACE_PROVIDER=http: the face-detection service. */
  faceHttp: { url: string; secret: string; timeoutMs: number } | undefined;
  /**
   * The WeChat OAuth exchange: WeChat's API (WECHAT_APP_ID / WECHAT_APP_SECRET), or emulated by
   * this server (WECHAT_PROVIDER=emulated); undefined when neither is configured.
   */
  wechat: { provider: 'api'; appId: string; appSecret: string; apiBase: string } | { provider: 'emulated'; appId: string } | undefined;
  /**
   * The mini-program's code exchange (jscode2session): WeChat's API (WECHAT_MINI_APP_ID /
   * WECHAT_MINI_APP_SECRET), or emulated (WECHAT_PROVIDER=emulated); undefined when neither.
   */
  wechatMini: { provider: 'api'; appId: string; appSecret: string; apiBase: string } | { provider: 'emulated'; appId: string } | undefined;
  /** IDENTITY_TICKET_SECRET: the key of the app's and mini-programs' identity tickets. */
  identityTicketSecret: string | undefined;
  registrationFeeFen: number;
  /** How long an unpaid order is held before it is cancelled and its reservations released (seconds). */
  orderHoldSeconds: number;
  /** How often the order sweeper looks for unpaid orders past their time (seconds). */
  orderSweepSeconds: number;
  /** Shortest time from launch to a crowdfunding project's deadline (minutes). */
  cfMinMinutes: number;
  /** How often crowdfunding projects past their deadline are settled (seconds). */
  cfSweepSeconds: number;
  /** ANSWERER_BASE_URL: the OpenAI-compatible service answering the chatgpt questions; undefined: the local answerer. */
  answerer: { baseUrl: string; apiKey: string | undefined; model: string; timeoutMs: number } | undefined;
  /** Hours an expert has to answer a paid question before it is refunded. */
  askAnswerHours: number;
  /** How often unanswered paid questions past their time are refunded (seconds). */
  askSweepSeconds: number;
  /** REDIS_URL: the live rooms' pub/sub across instances; undefined: in-process. */
  redisUrl: string | undefined;
  tokenTtlMs: number;
  /** Fastify's trustProxy: true, false, or comma-separated addresses/CIDRs ('loopback' by default). */
  trustProxy: boolean | string;
}

export class ConfigError extends Error {
  override readonly name = 'ConfigError';
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
  }
}

const trimSlash = (url: string) => url.replace(/\/+$/, '');

/** A PEM file's key, or the problem reading it. */
function readKey(path: string, kind: 'private' | 'public'): KeyObject | string {
  let pem: string;
  try {
    pem = readFileSync(resolve(path), 'utf8');
  } catch (error) {
    return `cannot read ${path} (${(error as NodeJS.ErrnoException).code ?? 'error'})`;
  }
  try {
    if (kind === 'private') return createPrivateKey(pem);
    // A platform certificate (older merchants) or WeChat Pay's public key (PUB_KEY_ID_… serials).
    if (pem.includes('-----BEGIN CERTIFICATE-----')) return new X509Certificate(pem).publicKey;
    return createPublicKey(pem);
  } catch {
    return `${path} is not a PEM ${kind === 'private' ? 'private key' : 'certificate or public key'}`;
  }
}

/** The settings that only make sense together, checked after each variable's own format. */
function crossProblems(c: Partial<Env>, raw: Record<string, string>, problems: string[]): Pick<Config, 'wechatPay' | 'yinsheng' | 'smsHttp' | 'faceHttp' | 'wechat' | 'wechatMini' | 'answerer'> {
  const need = (names: string[], when: string) => {
    const missing = names.filter((n) => raw[n] === undefined);
    for (const n of missing) problems.push(`${n}: required when ${when}`);
    return missing.length === 0;
  };

  if (raw.PAY_SANDBOX_ENDPOINT === '1' && c.PAY_PROVIDER === 'wechat') {
    problems.push('PAY_SANDBOX_ENDPOINT: only with PAY_PROVIDER=sandbox');
  }
  if (raw.SMS_EXPOSE_CODES === '1' && c.SMS_PROVIDER === 'http') problems.push('SMS_EXPOSE_CODES: only with SMS_PROVIDER=dev');

  let smsHttp: Config['smsHttp'];
  if (c.SMS_PROVIDER === 'http' && need(['SMS_HTTP_URL', 'SMS_HTTP_SECRET'], 'SMS_PROVIDER=http') && c.SMS_HTTP_URL && c.SMS_HTTP_SECRET) {
    smsHttp = { url: c.SMS_HTTP_URL, secret: c.SMS_HTTP_SECRET };
  }

  let faceHttp: Config['faceHttp'];
  if (c.FACE_PROVIDER === 'http' && need(['FACE_HTTP_URL', 'FACE_HTTP_SECRET'], 'FACE_PROVIDER=http') && c.FACE_HTTP_URL && c.FACE_HTTP_SECRET) {
    faceHttp = { url: c.FACE_HTTP_URL, secret: c.FACE_HTTP_SECRET, timeoutMs: c.FACE_HTTP_TIMEOUT_MS ?? 10_000 };
  }

  let wechat: Config['wechat'];
  if (raw.ADMIN_TOKEN !== undefined) problems.push('ADMIN_TOKEN: no longer used: the admin API and the CLI take a staff session (sign in as a platform operator: OPERATOR_MOBILE, OPERATOR_PASSWORD)');
  if ((raw.OPERATOR_MOBILE === undefined) !== (raw.OPERATOR_PASSWORD === undefined)) problems.push(raw.OPERATOR_MOBILE === undefined ? 'OPERATOR_MOBILE: required with OPERATOR_PASSWORD' : 'OPERATOR_PASSWORD: required with OPERATOR_MOBILE');
  if (c.WECHAT_PROVIDER !== 'emulated' && raw.WECHAT_APP_ID !== undefined && raw.WECHAT_APP_SECRET === undefined) problems.push('WECHAT_APP_SECRET: required with WECHAT_APP_ID');
  if (raw.WECHAT_APP_SECRET !== undefined && raw.WECHAT_APP_ID === undefined) problems.push('WECHAT_APP_ID: required with WECHAT_APP_SECRET');
  if (c.WECHAT_PROVIDER === 'emulated') {
    wechat = { provider: 'emulated', appId: c.WECHAT_APP_ID ?? 'wx0emulated0000' };
  } else if (c.WECHAT_APP_ID && c.WECHAT_APP_SECRET) {
    wechat = { provider: 'api', appId: c.WECHAT_APP_ID, appSecret: c.WECHAT_APP_SECRET, apiBase: trimSlash(c.WECHAT_API_BASE ?? 'https://api.weixin.qq.com') };
  }

  let wechatMini: Config['wechatMini'];
  if ((raw.WECHAT_MINI_APP_ID === undefined) !== (raw.WECHAT_MINI_APP_SECRET === undefined) && c.WECHAT_PROVIDER !== 'emulated') {
    problems.push('WECHAT_MINI_APP_ID and WECHAT_MINI_APP_SECRET: set both or neither');
  }
  if (c.WECHAT_PROVIDER === 'emulated') {
    wechatMini = { provider: 'emulated', appId: c.WECHAT_MINI_APP_ID ?? 'wx0emulatedmini0' };
  } else if (c.WECHAT_MINI_APP_ID && c.WECHAT_MINI_APP_SECRET) {
    wechatMini = { provider: 'api', appId: c.WECHAT_MINI_APP_ID, appSecret: c.WECHAT_MINI_APP_SECRET, apiBase: trimSlash(c.WECHAT_API_BASE ?? 'https://api.weixin.qq.com') };
  }

  let answerer: Config['answerer'];
  if (raw.ANSWERER_BASE_URL === undefined) {
    for (const n of ['ANSWERER_API_KEY', 'ANSWERER_MODEL']) if (raw[n] !== undefined) problems.push(`${n}: only with ANSWERER_BASE_URL`);
  } else if (need(['ANSWERER_MODEL'], 'ANSWERER_BASE_URL is set') && c.ANSWERER_BASE_URL && c.ANSWERER_MODEL) {
    answerer = { baseUrl: trimSlash(c.ANSWERER_BASE_URL), apiKey: c.ANSWERER_API_KEY, model: c.ANSWERER_MODEL, timeoutMs: c.ANSWERER_TIMEOUT_MS ?? 20_000 };
  }

  let wechatPay: Config['wechatPay'];
  if (c.PAY_PROVIDER === 'wechat') {
    const when = 'PAY_PROVIDER=wechat';
    const complete = need(['WECHAT_PAY_MCH_ID', 'WECHAT_PAY_SERIAL_NO', 'WECHAT_PAY_PRIVATE_KEY_PATH', 'WECHAT_PAY_APIV3_KEY', 'WECHAT_PAY_PLATFORM_KEY_PATH'], when);
    const appId = c.PAY_APP_ID ?? c.WECHAT_APP_ID;
    if (!appId) problems.push(`PAY_APP_ID: required when ${when} (or set WECHAT_APP_ID)`);
    const notifyUrl = c.WECHAT_PAY_NOTIFY_URL ?? (c.PUBLIC_BASE_URL?.startsWith('https://') ? `${trimSlash(c.PUBLIC_BASE_URL)}${NOTIFY_PATH}` : undefined);
    if (!notifyUrl) problems.push(`WECHAT_PAY_NOTIFY_URL: required when ${when} (or an https:// PUBLIC_BASE_URL)`);
    const privateKey = c.WECHAT_PAY_PRIVATE_KEY_PATH ? readKey(c.WECHAT_PAY_PRIVATE_KEY_PATH, 'private') : undefined;
    const platformKey = c.WECHAT_PAY_PLATFORM_KEY_PATH ? readKey(c.WECHAT_PAY_PLATFORM_KEY_PATH, 'public') : undefined;
    if (typeof privateKey === 'string') problems.push(`WECHAT_PAY_PRIVATE_KEY_PATH: ${privateKey}`);
    if (typeof platformKey === 'string') problems.push(`WECHAT_PAY_PLATFORM_KEY_PATH: ${platformKey}`);
    if (
      complete &&
      appId &&
      notifyUrl &&
      typeof privateKey === 'object' &&
      typeof platformKey === 'object' &&
      c.WECHAT_PAY_MCH_ID &&
      c.WECHAT_PAY_SERIAL_NO &&
      c.WECHAT_PAY_APIV3_KEY
    ) {
      wechatPay = {
        mchId: c.WECHAT_PAY_MCH_ID,
        serialNo: c.WECHAT_PAY_SERIAL_NO.toUpperCase(),
        privateKey,
        apiV3Key: c.WECHAT_PAY_APIV3_KEY,
        platformPublicKey: platformKey,
        platformSerial: c.WECHAT_PAY_PLATFORM_SERIAL,
        appId,
        notifyUrl,
        apiBase: trimSlash(c.WECHAT_PAY_API_BASE ?? 'https://api.mch.weixin.qq.com'),
      };
    }
  }
  let yinsheng: Config['yinsheng'];
  if (c.PAY_UNION_PROVIDER === 'yinsheng') {
    const when = 'PAY_UNION_PROVIDER=yinsheng';
    const complete = need(['YINSHENG_PARTNER_ID', 'YINSHENG_BUSINESS_CODE', 'YINSHENG_PRIVATE_KEY_PATH', 'YINSHENG_PUBLIC_KEY_PATH'], when);
    const appId = c.PAY_APP_ID ?? c.WECHAT_APP_ID;
    if (!appId) problems.push(`PAY_APP_ID: required when ${when} (or set WECHAT_APP_ID)`);
    const base = c.PUBLIC_BASE_URL ? trimSlash(c.PUBLIC_BASE_URL) : undefined;
    const notifyUrl = c.YINSHENG_NOTIFY_URL ?? (base ? `${base}${UNION_NOTIFY_PATH}` : undefined);
    if (!notifyUrl) problems.push(`YINSHENG_NOTIFY_URL: required when ${when} (or PUBLIC_BASE_URL)`);
    const privateKey = c.YINSHENG_PRIVATE_KEY_PATH ? readKey(c.YINSHENG_PRIVATE_KEY_PATH, 'private') : undefined;
    const publicKey = c.YINSHENG_PUBLIC_KEY_PATH ? readKey(c.YINSHENG_PUBLIC_KEY_PATH, 'public') : undefined;
    if (typeof privateKey === 'string') problems.push(`YINSHENG_PRIVATE_KEY_PATH: ${privateKey}`);
    if (typeof publicKey === 'string') problems.push(`YINSHENG_PUBLIC_KEY_PATH: ${publicKey}`);
    if (complete && appId && notifyUrl && typeof privateKey === 'object' && typeof publicKey === 'object' && c.YINSHENG_PARTNER_ID && c.YINSHENG_BUSINESS_CODE) {
      yinsheng = {
        partnerId: c.YINSHENG_PARTNER_ID,
        sellerId: c.YINSHENG_SELLER_ID ?? c.YINSHENG_PARTNER_ID,
        businessCode: c.YINSHENG_BUSINESS_CODE,
        privateKey,
        gatewayPublicKey: publicKey,
        appId,
        notifyUrl,
        refundNotifyUrl: notifyUrl.endsWith(UNION_NOTIFY_PATH) ? `${notifyUrl.slice(0, -UNION_NOTIFY_PATH.length)}${UNION_REFUND_NOTIFY_PATH}` : notifyUrl,
        apiBase: c.YINSHENG_API_BASE ?? 'https://openapi.ysepay.com/gateway.do',
      };
    }
  }
  return { wechatPay, yinsheng, smsHttp, faceHttp, wechat, wechatMini, answerer };
}

/**
 * Reads the configuration from the environment. Every problem is listed at once, so a broken
 * deployment is fixed in one round: each variable's format, then the settings that go together
 * (a provider's own variables, key files that must be readable PEM keys).
 */
export function loadConfig(env: Record<string, string | undefined> = process.env, appsDir = resolve(import.meta.dirname, '..', '..')): Config {
  const present = Object.fromEntries(Object.entries(env).filter((e): e is [string, string] => e[1] !== undefined && e[1] !== ''));
  const parsed = schema.safeParse(present);
  const problems = parsed.success ? [] : parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
  // Cross-checks run on what did parse, so a bad PORT does not hide a missing provider variable.
  const partial: Partial<Env> = parsed.success ? parsed.data : partialParse(present);
  const providers = crossProblems(partial, present, problems);
  if (!parsed.success || problems.length > 0) throw new ConfigError(problems);
  const c = parsed.data;
  return {
    host: c.HOST,
    port: c.PORT,
    dataDir: resolve(c.DATA_DIR),
    databaseUrl: c.DATABASE_URL,
    operator: c.OPERATOR_MOBILE && c.OPERATOR_PASSWORD ? { mobile: c.OPERATOR_MOBILE, password: c.OPERATOR_PASSWORD } : undefined,
    secretsKey: c.SECRETS_KEY,
    staffSessionMs: c.STAFF_SESSION_HOURS * 3600_000,
    publicBaseUrl: c.PUBLIC_BASE_URL ? trimSlash(c.PUBLIC_BASE_URL) : undefined,
    communityDist: resolve(c.COMMUNITY_DIST ?? resolve(appsDir, 'community-h5', 'dist')),
    universityDist: resolve(c.UNIVERSITY_DIST ?? resolve(appsDir, 'university', 'dist')),
    consoleDist: resolve(c.CONSOLE_DIST ?? resolve(appsDir, 'console', 'dist')),
    communitySsr: resolve(
      c.COMMUNITY_SSR ?? resolve(c.COMMUNITY_DIST ?? resolve(appsDir, 'community-h5', 'dist'), '..', 'dist-ssr', 'entry-server.js'),
    ),
    universitySsr: resolve(
      c.UNIVERSITY_SSR ?? resolve(c.UNIVERSITY_DIST ?? resolve(appsDir, 'university', 'dist'), '..', 'dist-ssr', 'entry-server.js'),
    ),
    smsProvider: c.SMS_PROVIDER,
    payProvider: c.PAY_PROVIDER,
    payUnionProvider: c.PAY_UNION_PROVIDER,
    yinsheng: providers.yinsheng,
    faceProvider: c.FACE_PROVIDER,
    smsExposeCodes: c.SMS_EXPOSE_CODES === '1',
    smsHttp: providers.smsHttp,
    uploadSecret: c.UPLOAD_SECRET ?? randomBytes(32).toString('hex'),
    uploadMaxBytes: c.UPLOAD_MAX_BYTES,
    uploadQuota: { filesPerPolicy: c.UPLOAD_FILES_PER_POLICY, bytesPerDay: c.UPLOAD_BYTES_PER_DAY, minFreeBytes: c.UPLOAD_MIN_FREE_MB * 1024 * 1024 },
    paySandboxKey: c.PAY_SANDBOX_KEY ?? randomBytes(32).toString('hex'),
    paySandboxEndpoint: c.PAY_SANDBOX_ENDPOINT === '1',
    payAppId: providers.wechatPay?.appId ?? c.PAY_APP_ID ?? 'wx-sandbox-app',
    wechatPay: providers.wechatPay,
    faceHttp: providers.faceHttp,
    wechat: providers.wechat,
    wechatMini: providers.wechatMini,
    identityTicketSecret: c.IDENTITY_TICKET_SECRET,
    registrationFeeFen: c.REGISTRATION_FEE_FEN,
    orderHoldSeconds: c.ORDER_HOLD_SECONDS,
    orderSweepSeconds: c.ORDER_SWEEP_SECONDS,
    cfMinMinutes: c.CF_MIN_MINUTES,
    cfSweepSeconds: c.CF_SWEEP_SECONDS,
    answerer: providers.answerer,
    askAnswerHours: c.ASK_ANSWER_HOURS,
    askSweepSeconds: c.ASK_SWEEP_SECONDS,
    redisUrl: c.REDIS_URL,
    tokenTtlMs: c.TOKEN_TTL_HOURS * 3600_000,
    trustProxy: c.TRUST_PROXY === 'true' ? true : c.TRUST_PROXY === 'false' ? false : c.TRUST_PROXY,
  };
}

/** Each variable parsed on its own: the ones that are valid, for the cross-checks. */
function partialParse(present: Record<string, string>): Partial<Env> {
  const out: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(schema.shape)) {
    const one = (field as z.ZodType).safeParse(present[key]);
    if (one.success) out[key] = one.data;
  }
  return out as Partial<Env>;
}
