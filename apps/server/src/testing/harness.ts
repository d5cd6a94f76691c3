import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import jpeg from 'jpeg-js';
import { PNG } from 'pngjs';
import type { z } from 'zod';
import { decodeBody } from '@tongxin/api-client';
import { createApp } from '../app';
import { loadConfig } from '../config';
import { openDatabase, type Database } from '../db/client';
import { databaseUrl, freshName, onServer, openSeededDatabase } from './seeded-template';
import type { CallDeclaration } from '@tongxin/api-client/define';
import type { ServerModule } from '../platform/module';
import { signInStaff, TEST_OPERATOR } from './staff';

/** Where the server suite runs: embedded PGlite always, PostgreSQL too when DATABASE_URL is set. */
export const BACKENDS: readonly ('pglite' | 'postgres')[] = process.env.DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];

/**
 * A new, empty PostgreSQL database next to the one DATABASE_URL names (`tongxin_test_<random>`),
 * and how to drop it. The role needs CREATEDB.
 */
export async function createTestDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const name = freshName('tongxin_test');
  await onServer(`CREATE DATABASE ${name}`);
  return { url: databaseUrl(name), drop: () => onServer(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}

/**
 * A fresh database: PGlite in memory, or a new PostgreSQL database (created next to the one
 * DATABASE_URL names, dropped on close) so suites and repeated runs never see each other's rows.
 */
export async function openTestDatabase(backend: 'pglite' | 'postgres'): Promise<Database> {
  if (backend === 'pglite') return openDatabase({});
  const fresh = await createTestDatabase();
  const database = await openDatabase({ databaseUrl: fresh.url });
  return {
    ...database,
    async close() {
      await database.close();
      await fresh.drop();
    },
  };
}

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  dataDir: string;
  /** Moves the app's clock forward. */
  advance(ms: number): void;
  /**
   * A platform operator's console session (the admin API's `Authorization: Bearer …`), signed in
   * through the server's own call at start; '' when the app's env turned the operator or the
   * exposed SMS codes off.
   */
  operatorToken: string;
  close(): Promise<void>;
}


/** The error log of a test app whose test does not read it (500s a test provokes stay out of the output). */
const silent = { write: () => undefined };

/** A seeded app on a fresh database, with its own DATA_DIR and a clock the test moves. */
export async function startTestApp(
  backend: 'pglite' | 'postgres',
  options: { env?: Record<string, string>; modules?: ServerModule[]; errorLog?: { write(line: string): void }; diskFree?: (dir: string) => Promise<number> } = {},
): Promise<TestApp> {
  const database = await openSeededDatabase(backend, () => openTestDatabase(backend));
  const dataDir = mkdtempSync(join(tmpdir(), 'tongxin-server-'));
  let offset = 0;
  const config = loadConfig({
    DATA_DIR: dataDir,
    OPERATOR_MOBILE: TEST_OPERATOR.mobile,
    OPERATOR_PASSWORD: TEST_OPERATOR.password,
    // Suites move their clock days ahead (refund windows, deadlines): the operator's session lasts.
    STAFF_SESSION_HOURS: '720',
    SMS_EXPOSE_CODES: '1',
    COMMUNITY_DIST: join(dataDir, 'none'),
    UNIVERSITY_DIST: join(dataDir, 'none'),
    CONSOLE_DIST: join(dataDir, 'none'),
    ...options.env,
  });
  const app = await createApp({ db: database.db, config, now: () => Date.now() + offset, modules: options.modules, smsLog: () => undefined, errorLog: options.errorLog ?? silent, diskFree: options.diskFree });
  const operatorToken = config.operator && config.smsExposeCodes ? await signInStaff(app, config.operator.mobile, config.operator.password) : '';
  return {
    app,
    database,
    dataDir,
    operatorToken,
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

/**
 * A real PNG of the given size that decodes fully: a light background with a darker oval (a
 * "face") and a little texture, so it is neither blank nor tiny. `padTo` appends zero bytes
 * after the image (only for size-limit tests).
 */
export function pngBytes(width: number, height: number, padTo = 0): Buffer {
  const png = new PNG({ width, height, colorType: 2, inputHasAlpha: false });
  const rgb = Buffer.alloc(width * height * 3);
  const texture = Array.from({ length: 97 }, (_, i) => (i * 37) % 40);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const n = texture[(x + 13 * (y >> 3)) % 97] ?? 0;
      const dx = (x - width / 2) / (width * 0.22);
      const dy = (y - height * 0.4) / (height * 0.2);
      const face = dx * dx + dy * dy < 1;
      const i = (y * width + x) * 3;
      rgb[i] = face ? 60 + n : 200 + n / 2;
      rgb[i + 1] = face ? 46 + n : 190;
      rgb[i + 2] = face ? 37 : 170 + n;
    }
  }
  png.data = rgb;
  const bytes = PNG.sync.write(png, { colorType: 2, inputHasAlpha: false });
  return bytes.length >= padTo ? bytes : Buffer.concat([bytes, Buffer.alloc(padTo - bytes.length)]);
}

/** A real baseline JPEG of the given size (the same picture as pngBytes). */
export function jpegBytes(width: number, height: number, quality = 85): Buffer {
  const rgb = PNG.sync.read(pngBytes(width, height)).data;
  return jpeg.encode({ data: rgb, width, height }, quality).data;
}

/** Posts an OSS-style policy form with the file last, as the client's upload helper does. */
export async function upload(
  app: FastifyInstance,
  fields: Record<string, string>,
  file: Buffer,
  filename = 'photo.jpg',
  url = '/api/storage',
): Promise<{ status: number; body: string }> {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  form.append('file', new Blob([new Uint8Array(file)]), filename);
  const request = new Request('http://local/', { method: 'POST', body: form });
  const payload = Buffer.from(await request.arrayBuffer());
  const response = await app.inject({
    method: 'POST',
    url,
    payload,
    headers: { 'content-type': request.headers.get('content-type') ?? '' },
  });
  return { status: response.statusCode, body: response.body };
}
