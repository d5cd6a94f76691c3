import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import type { z } from 'zod';
import { decodeBody } from '../../../../packages/api-client/src/decode';
import { createApp } from '../app';
import { loadConfig } from '../config';
import { openDatabase, type Database } from '../db/client';
import { seedIfEmpty } from '../db/seed';
import type { CallDeclaration } from '../http/declaration';
import type { ServerModule } from '../modules';

/** Where the server suite runs: embedded PGlite always, PostgreSQL too when DATABASE_URL is set. */
export const BACKENDS: readonly ('pglite' | 'postgres')[] = process.env.DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];

/**
 * A fresh database: PGlite in memory, or a new PostgreSQL database (created next to the one
 * DATABASE_URL names, dropped on close) so suites and repeated runs never see each other's rows.
 */
export async function openTestDatabase(backend: 'pglite' | 'postgres'): Promise<Database> {
  if (backend === 'pglite') return openDatabase({});
  const base = process.env.DATABASE_URL;
  if (!base) throw new Error('DATABASE_URL is not set');
  const name = `tongxin_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(base);
  url.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: url.toString() });
  return {
    ...database,
    async close() {
      await database.close();
      const dropper = new pg.Client({ connectionString: base });
      await dropper.connect();
      await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await dropper.end();
    },
  };
}

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  dataDir: string;
  /** Moves the app's clock forward. */
  advance(ms: number): void;
  close(): Promise<void>;
}

export const ADMIN_TOKEN = 'test-admin-token-0123456789';

/** A seeded app on a fresh database, with its own DATA_DIR and a clock the test moves. */
export async function startTestApp(
  backend: 'pglite' | 'postgres',
  options: { env?: Record<string, string>; modules?: ServerModule[] } = {},
): Promise<TestApp> {
  const database = await openTestDatabase(backend);
  await seedIfEmpty(database.db);
  const dataDir = mkdtempSync(join(tmpdir(), 'tongxin-server-'));
  let offset = 0;
  const config = loadConfig({
    DATA_DIR: dataDir,
    ADMIN_TOKEN,
    SMS_EXPOSE_CODES: '1',
    COMMUNITY_DIST: join(dataDir, 'none'),
    UNIVERSITY_DIST: join(dataDir, 'none'),
    ...options.env,
  });
  const app = await createApp({ db: database.db, config, now: () => Date.now() + offset, modules: options.modules, smsLog: () => undefined });
  return {
    app,
    database,
    dataDir,
    advance(ms) {
      offset += ms;
    },
    async close() {
      await app.close();
      await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export interface Reply<T> {
  status: number;
  /** The raw body. */
  body: Record<string, unknown>;
  /** The result as the client sees it (decode rule + result schema), or the error. */
  result?: T;
  error?: { code: number; msg: string };
}

/**
 * Sends a declared call the way the client does (GET: query string; POST: JSON as text/plain)
 * and decodes the reply with the client's own rule and result schema.
 */
export async function call<D extends CallDeclaration>(
  app: FastifyInstance,
  declaration: D,
  params: Record<string, unknown>,
  headers: Record<string, string> = {},
): Promise<Reply<z.output<D['result']>>> {
  const url = `/api${declaration.uri}`;
  const response =
    declaration.method === 'GET'
      ? await app.inject({
          method: 'GET',
          url,
          query: Object.fromEntries(Object.entries(params).map(([k, v]) => [k, String(v)])),
          headers,
        })
      : await app.inject({
          method: 'POST',
          url,
          payload: JSON.stringify(params),
          headers: { 'content-type': 'text/plain;charset=UTF-8', ...headers },
        });
  const body = response.json<Record<string, unknown>>();
  try {
    const decoded = decodeBody(body, declaration.name);
    return { status: response.statusCode, body, result: declaration.result.parse(decoded) as z.output<D['result']> };
  } catch (error) {
    if (typeof body.code === 'number' && body.code !== 0) {
      return { status: response.statusCode, body, error: { code: body.code, msg: String(body.msg) } };
    }
    throw error;
  }
}

/** The result, or a failure naming the error. */
export function ok<T>(reply: Reply<T>): T {
  if (reply.result === undefined) throw new Error(`expected success, got ${JSON.stringify(reply.body)}`);
  return reply.result;
}

/** A PNG header of the given size, padded to `bytes` (only headers are read by the server). */
export function pngBytes(width: number, height: number, bytes = 20 * 1024): Buffer {
  const head = Buffer.alloc(33);
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]).copy(head, 0);
  head.writeUInt32BE(13, 8);
  head.write('IHDR', 12, 'ascii');
  head.writeUInt32BE(width, 16);
  head.writeUInt32BE(height, 20);
  head[24] = 8;
  head[25] = 2;
  return Buffer.concat([head, Buffer.alloc(Math.max(0, bytes - head.length), 7)]);
}

/** Posts an OSS-style policy form with the file last, as the client's upload helper does. */
export async function upload(
  app: FastifyInstance,
  fields: Record<string, string>,
  file: Buffer,
  filename = 'photo.jpg',
): Promise<{ status: number; body: string }> {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  form.append('file', new Blob([new Uint8Array(file)]), filename);
  const request = new Request('http://local/', { method: 'POST', body: form });
  const payload = Buffer.from(await request.arrayBuffer());
  const response = await app.inject({
    method: 'POST',
    url: '/api/storage',
    payload,
    headers: { 'content-type': request.headers.get('content-type') ?? '' },
  });
  return { status: response.statusCode, body: response.body };
}
