import { randomBytes } from 'node:crypto';
import { resolve } from 'node:path';
import { z } from 'zod';

const port = z.coerce.number().int().min(0).max(65535);
const secret = z.string().min(16, 'must be at least 16 characters');

const schema = z.object({
  HOST: z.string().min(1).default('127.0.0.1'),
  PORT: port.default(8080),
  DATA_DIR: z.string().min(1).default('.data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
    .optional(),
  ADMIN_TOKEN: z.string().min(16, 'must be at least 16 characters').optional(),
  PUBLIC_BASE_URL: z.string().url().optional(),
  /** Folders of the built apps; default to the workspace's own builds. */
  COMMUNITY_DIST: z.string().optional(),
  UNIVERSITY_DIST: z.string().optional(),
  /** Providers: each is an interface with the implementations named here (see README). */
  SMS_PROVIDER: z.enum(['dev']).default('dev'),
  PAY_PROVIDER: z.enum(['sandbox']).default('sandbox'),
  FACE_PROVIDER: z.enum(['local']).default('local'),
  /** Tests only: the dev SMS provider answers GET /api/dev/sms/last with the last code. */
  SMS_EXPOSE_CODES: z.enum(['0', '1']).default('0'),
  /** HMAC key of the upload policies; every instance needs the same one. */
  UPLOAD_SECRET: secret.optional(),
  UPLOAD_MAX_BYTES: z.coerce.number().int().min(1024).max(50 * 1024 * 1024).default(5 * 1024 * 1024),
  /** HMAC key of the sandbox payment gateway's notify; every instance needs the same one. */
  PAY_SANDBOX_KEY: secret.optional(),
  /** The WeChat appId the JSAPI parameters carry. */
  PAY_APP_ID: z.string().min(1).default('wx-sandbox-app'),
  /** Registration fee in fen (order type 28). */
  REGISTRATION_FEE_FEN: z.coerce.number().int().min(1).default(5000),
  /** Which proxies' X-Forwarded-For to believe (client address for rate limits, https for links). */
  TRUST_PROXY: z.string().min(1).default('loopback'),
  TOKEN_TTL_HOURS: z.coerce.number().int().min(1).max(24 * 90).default(24 * 7),
});

export interface Config {
  host: string;
  port: number;
  dataDir: string;
  databaseUrl: string | undefined;
  adminToken: string | undefined;
  publicBaseUrl: string | undefined;
  communityDist: string;
  universityDist: string;
  smsProvider: 'dev';
  payProvider: 'sandbox';
  faceProvider: 'local';
  smsExposeCodes: boolean;
  /** From UPLOAD_SECRET, or random per process (one instance only). */
  uploadSecret: string;
  uploadMaxBytes: number;
  /** From PAY_SANDBOX_KEY, or random per process (one instance only). */
  paySandboxKey: string;
  payAppId: string;
  registrationFeeFen: number;
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

/**
 * Reads the configuration from the environment. Every problem is listed at once, so a broken
 * deployment is fixed in one round.
 */
export function loadConfig(env: Record<string, string | undefined> = process.env, appsDir = resolve(import.meta.dirname, '..', '..')): Config {
  const present = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = schema.safeParse(present);
  if (!parsed.success) {
    throw new ConfigError(parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`));
  }
  const c = parsed.data;
  return {
    host: c.HOST,
    port: c.PORT,
    dataDir: resolve(c.DATA_DIR),
    databaseUrl: c.DATABASE_URL,
    adminToken: c.ADMIN_TOKEN,
    publicBaseUrl: c.PUBLIC_BASE_URL,
    communityDist: resolve(c.COMMUNITY_DIST ?? resolve(appsDir, 'community-h5', 'dist')),
    universityDist: resolve(c.UNIVERSITY_DIST ?? resolve(appsDir, 'university', 'dist')),
    smsProvider: c.SMS_PROVIDER,
    payProvider: c.PAY_PROVIDER,
    faceProvider: c.FACE_PROVIDER,
    smsExposeCodes: c.SMS_EXPOSE_CODES === '1',
    uploadSecret: c.UPLOAD_SECRET ?? randomBytes(32).toString('hex'),
    uploadMaxBytes: c.UPLOAD_MAX_BYTES,
    paySandboxKey: c.PAY_SANDBOX_KEY ?? randomBytes(32).toString('hex'),
    payAppId: c.PAY_APP_ID,
    registrationFeeFen: c.REGISTRATION_FEE_FEN,
    tokenTtlMs: c.TOKEN_TTL_HOURS * 3600_000,
    trustProxy: c.TRUST_PROXY === 'true' ? true : c.TRUST_PROXY === 'false' ? false : c.TRUST_PROXY,
  };
}
