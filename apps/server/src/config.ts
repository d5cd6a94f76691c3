import { resolve } from 'node:path';
import { z } from 'zod';

const port = z.coerce.number().int().min(0).max(65535);

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
  };
}
