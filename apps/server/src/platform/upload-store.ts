import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { link, mkdir, readdir, readFile, rm, unlink, writeFile } from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';
import fastifyMultipart from '@fastify/multipart';
import { and, count, eq, gte, inArray, sql, sum } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../db/client';
import { IMAGE_MIME, readImageHeader, type ImageHeader } from '../providers/image-header';
import type { Services } from '../services';
import { sendPicture } from './image-variants';

/*
 * Storing uploaded images, one way for every storage endpoint (the applicants' /api/storage, the
 * members' /api/content/storage). Without a quota one 10-minute policy took 20 × 5 MB in 2.6 s,
 * and a row recorded before its file (the server killed in between) answered 500 forever. Here: a signed OSS-style POST policy is checked, the bytes must be an image by
 * their content, the disk must keep UPLOAD_MIN_FREE_MB free, the file is written first (to a
 * temporary name, then linked to its key) and recorded after, in a transaction that counts the
 * owner's files per policy and bytes per day under the owner's lock. A row whose file is missing
 * reads as 404 and is forgotten at start.
 */

/**
 * The one key rule (api-client's uploadKey builds it): `h5/{iid}_{timestamp}_{nonce}.{ext}` — the
 * spec's `h5/{iid}_{timestamp}`, then at least 128 bits of randomness (22+ base64url characters)
 * so the URL is an unguessable capability, then the image extension. ASCII only, no dot segments.
 */
export const UPLOAD_KEY = /^h5\/\d{1,10}_\d{10,16}_[A-Za-z0-9_-]{22,64}\.(jpg|jpeg|png|gif|bmp)$/;

/** The refusals of the quotas (HTTP 429, or 507 when the disk is nearly full). */
export const UPLOAD_MESSAGES = {
  perPolicy: (n: number) => `本次上传凭证最多上传 ${n} 个文件，请刷新页面后再试`,
  perDay: (bytes: number) => `今日上传已达上限（${Math.floor(bytes / 1024 / 1024)} MB），请明天再试`,
  diskFull: '存储空间不足，暂时无法上传，请稍后再试',
  badType: '只能上传 jpg、png、jpeg、bmp、gif 格式的图片',
  staleOwner: '上传凭证已失效，请刷新页面后再试',
} as const;

/**
 * The origin the page that asks is served from: the request's own scheme and host (as the
 * trusted proxy reports them), so the upload goes to the page's own origin whatever host name
 * the tenant uses, and the pages' CSP (`connect-src 'self'`) allows it. PUBLIC_BASE_URL is used
 * only when it names that same host: its scheme wins (a proxy that terminates TLS without
 * sending X-Forwarded-Proto).
 */
export function publicOrigin(s: Pick<Services, 'config'>, request: FastifyRequest): string {
  const host = request.host;
  const base = s.config.publicBaseUrl;
  if (base && new URL(base).host.toLowerCase() === host.toLowerCase()) return base;
  return `${request.protocol}://${host}`;
}

/** A refused upload (a plain route, no declared call): its HTTP status and body. */
export interface UploadRefusal {
  status: number;
  body: { code: number; msg: string };
}
const denied = (status: number, msg: string): UploadRefusal => ({ status, body: { code: status, msg } });

/** The fields of the POST-policy form and the file. */
export interface UploadForm {
  key: string;
  policy: string;
  accessKeyId: string;
  signature: string;
  buffer: Buffer | null;
  truncated: boolean;
}

/** What a signed policy allows: until when, under which key prefix, how many bytes. */
interface PolicyTerms {
  expiration: string;
  prefix: string;
  maxBytes: number;
}

/** An endpoint's policies: its access key id, how it signs, how it reads a policy it signed. */
export interface PolicyRules<Doc> {
  accessKeyId: string;
  sign(policy: string): string;
  /** The policy's document and terms, or null when it is not one of this endpoint's. */
  read(policy: string): { doc: Doc; terms: PolicyTerms } | null;
}

/** An upload that passed its policy: the owner's document, the bytes and their image header. */
export interface CheckedUpload<Doc> {
  key: string;
  doc: Doc;
  bytes: Buffer;
  header: ImageHeader;
  mime: string;
  /** A digest of the signed policy: the per-policy quota counts by it. */
  policyId: string;
}

/** Checks signature, expiry, key rule and prefix, size and the real type (jpg/png/gif/bmp by magic bytes). */
export function checkUpload<Doc>(s: Services, form: UploadForm, rules: PolicyRules<Doc>): CheckedUpload<Doc> | UploadRefusal {
  if (!form.policy || !form.signature) return denied(403, '缺少 policy 或 signature');
  if (form.accessKeyId !== rules.accessKeyId) return denied(403, 'OSSAccessKeyId 不正确');
  const expected = Buffer.from(rules.sign(form.policy));
  const given = Buffer.from(form.signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return denied(403, '签名不正确');
  const read = rules.read(form.policy);
  if (!read) return denied(403, 'policy 格式不正确');
  const { doc, terms } = read;
  const expires = Date.parse(terms.expiration);
  if (!Number.isFinite(expires) || expires <= s.now()) return denied(403, 'policy 已过期');
  if (!UPLOAD_KEY.test(form.key) || !form.key.startsWith(terms.prefix)) return denied(403, 'key 不符合 policy：应为 h5/{iid}_{时间戳}_{随机串}.{扩展名}');
  if (form.truncated || !form.buffer || form.buffer.length > Math.min(terms.maxBytes, s.config.uploadMaxBytes)) {
    return denied(413, `文件超过 ${Math.floor(s.config.uploadMaxBytes / 1024)} KB`);
  }
  if (form.buffer.length === 0) return denied(400, '文件为空');
  const header = readImageHeader(form.buffer);
  if (!header || header.format === 'webp') return denied(415, UPLOAD_MESSAGES.badType);
  return { key: form.key, doc, bytes: form.buffer, header, mime: IMAGE_MIME[header.format], policyId: createHash('sha256').update(form.policy).digest('hex').slice(0, 32) };
}

/** How a module records an upload: who owns it (the lock), what they stored, the row itself. */
interface UploadRecorder {
  /** The owner's lock: one owner's uploads are counted and recorded one at a time. */
  owner: string;
  /** Files already stored with this policy, and the owner's bytes since `since`. */
  usage(tx: Db, since: Date): Promise<{ files: number; bytes: number }>;
  /** Inserts the row; false when the key is taken. */
  insert(tx: Db): Promise<boolean>;
}

/** The columns every uploads table has (the applicants' `uploads`, the members' `member_uploads`). */
interface UploadColumns {
  key: PgColumn;
  mime: PgColumn;
  policy: PgColumn;
  size: PgColumn;
  createdAt: PgColumn;
  /** The owner's id column (rid, member_id). */
  owner: PgColumn;
}

/** A storage endpoint: where it is served, whose policies it takes, the table its uploads go into. */
export interface UploadStore<Doc, T extends PgTable> {
  /** Whose uploads (the owner's lock and the start log): 'applicant', 'member'. */
  name: string;
  /** POST here, GET {path}/{key}. */
  path: string;
  /** The folder its files are in (keys `h5/…` under it). */
  root(s: Pick<Services, 'uploadDir'>): string;
  rules(s: Services): PolicyRules<Doc>;
  table: T;
  columns: UploadColumns;
  /** The owner of an upload and its row (the table's insert: key, size, created_at and policy included). */
  row(upload: CheckedUpload<Doc>, now: Date): { ownerId: number; values: T['$inferInsert'] };
}

/** The recorder of a store's table: the owner's files of this policy and bytes of the day, and the row. */
function tableRecorder<T extends PgTable>(store: UploadStore<never, T>, policyId: string, row: { ownerId: number; values: T['$inferInsert'] }): UploadRecorder {
  const { table, columns } = store;
  return {
    owner: `${store.name}:${row.ownerId}`,
    async usage(tx, since) {
      const [perPolicy] = await tx.select({ n: count() }).from(table as PgTable).where(eq(columns.policy, policyId));
      const [today] = await tx
        .select({ bytes: sum(columns.size).mapWith(Number) })
        .from(table as PgTable)
        .where(and(eq(columns.owner, row.ownerId), gte(columns.createdAt, since)));
      return { files: perPolicy?.n ?? 0, bytes: today?.bytes ?? 0 };
    },
    async insert(tx) {
      const inserted = await tx.insert(table).values(row.values).onConflictDoNothing().returning({ key: columns.key });
      return inserted.length > 0;
    },
  };
}

/** Checks a form's upload against the store's policies and stores it; the refusal, or null when stored. */
export async function acceptUpload<Doc, T extends PgTable>(s: Services, store: UploadStore<Doc, T>, form: UploadForm): Promise<UploadRefusal | null> {
  const checked = checkUpload(s, form, store.rules(s));
  if ('status' in checked) return checked;
  return storeUpload(s, store.root(s), checked, tableRecorder(store as UploadStore<never, T>, checked.policyId, store.row(checked, new Date(s.now()))));
}

/**
 * At start: forgets the store's rows whose file is missing (an older server recorded the row
 * before writing the file, and a crash in between left a row that answered 500 forever) and
 * removes half-written files and files no row names.
 */
export async function cleanUploads(s: Pick<Services, 'db' | 'uploadDir'>, store: UploadStore<unknown, PgTable>): Promise<{ rows: number; files: number }> {
  const rows = (await s.db.select({ key: store.columns.key }).from(store.table)) as { key: string }[];
  return cleanUploadFolder(
    store.root(s),
    rows.map((r) => r.key),
    async (keys) => void (await s.db.delete(store.table).where(inArray(store.columns.key, keys))),
  );
}

/**
 * Serves a store (registerStorageRoutes). At start, with the embedded database (files and rows on
 * one machine), rows whose file is missing are forgotten; on PostgreSQL another instance's folder
 * may hold the files this one lacks, and such rows still read as 404.
 */
export async function registerUploadStore<Doc, T extends PgTable>(app: FastifyInstance, s: Services, store: UploadStore<Doc, T>): Promise<void> {
  const cleaned = s.config.databaseUrl ? { rows: 0, files: 0 } : await cleanUploads(s, store as UploadStore<unknown, PgTable>);
  if (cleaned.rows > 0 || cleaned.files > 0) app.log.error(cleaned, `${store.name} uploads: forgot rows whose file was missing and removed files no row names`);
  await registerStorageRoutes(app, s, {
    path: store.path,
    root: store.root(s),
    accept: (form) => acceptUpload(s, store, form),
    async mimeOf(key) {
      const [row] = (await s.db.select({ mime: store.columns.mime }).from(store.table as PgTable).where(eq(store.columns.key, key)).limit(1)) as { mime: string }[];
      return row?.mime;
    },
  });
}

const DAY_MS = 24 * 60 * 60_000;

/**
 * Stores a checked upload under `root`: refused while the disk is nearly full; the file written
 * first and linked to its key (never replacing one); then, under the owner's lock, the quotas
 * checked and the row recorded. A refusal or a failure removes the file: nothing half-stored stays.
 */
async function storeUpload(s: Services, root: string, upload: CheckedUpload<unknown>, recorder: UploadRecorder): Promise<UploadRefusal | null> {
  const quota = s.config.uploadQuota;
  const folder = resolve(root);
  await mkdir(folder, { recursive: true });
  if ((await s.diskFree(folder)) - upload.bytes.length < quota.minFreeBytes) return denied(507, UPLOAD_MESSAGES.diskFull);
  const path = uploadPath(folder, upload.key);
  if (!(await storeFile(path, upload.bytes))) return denied(409, '文件已存在');
  const refusal = await s.db
    .transaction(async (tx) => {
      await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`upload-owner:${recorder.owner}`}))`);
      const used = await recorder.usage(tx, new Date(s.now() - DAY_MS));
      if (used.files >= quota.filesPerPolicy) return denied(429, UPLOAD_MESSAGES.perPolicy(quota.filesPerPolicy));
      if (used.bytes + upload.bytes.length > quota.bytesPerDay) return denied(429, UPLOAD_MESSAGES.perDay(quota.bytesPerDay));
      return (await recorder.insert(tx)) ? null : denied(409, '文件已存在');
    })
    .catch(async (error: unknown) => {
      await unlink(path).catch(() => undefined);
      // The policy's owner is gone (a member merged into another since): the policy is void.
      if (foreignKeyViolation(error)) return denied(403, UPLOAD_MESSAGES.staleOwner);
      throw error;
    });
  if (refusal) await unlink(path).catch(() => undefined);
  return refusal;
}

function foreignKeyViolation(error: unknown): boolean {
  let cause: unknown = error;
  for (let depth = 0; depth < 5 && typeof cause === 'object' && cause !== null; depth++) {
    if ((cause as { code?: unknown }).code === '23503') return true;
    cause = (cause as { cause?: unknown }).cause;
  }
  return false;
}

/** The file of a key under `root` (a key never leaves it). */
export function uploadPath(root: string, key: string): string {
  const folder = resolve(root);
  const full = resolve(folder, key);
  if (!full.startsWith(folder + sep)) throw new Error('key escapes the upload folder');
  return full;
}

/** The bytes of a stored key, or null when its file is missing. */
export async function readUploadFile(root: string, key: string): Promise<Buffer | null> {
  return readFile(uploadPath(root, key)).catch(missingFile);
}

const missingFile = (error: unknown): null => {
  if ((error as { code?: unknown }).code === 'ENOENT') return null;
  throw error;
};

/** The suffix of a file being written (removed at start when a crash left it). */
const TEMPORARY = '.uploading';

/**
 * Writes the bytes to a temporary name beside `path`, then links them to `path`: false when
 * `path` exists already (a link never replaces a file, so two uploads of one key cannot swap bytes).
 */
async function storeFile(path: string, bytes: Buffer): Promise<boolean> {
  await mkdir(dirname(path), { recursive: true });
  const temporary = `${path}.${randomBytes(6).toString('hex')}${TEMPORARY}`;
  await writeFile(temporary, bytes, { flag: 'wx' });
  try {
    await link(temporary, path);
    return true;
  } catch (error) {
    if ((error as { code?: unknown }).code !== 'EEXIST') throw error;
    return false;
  } finally {
    await unlink(temporary).catch(() => undefined);
  }
}

/** The storage key of a URL served under `storagePath`, or null (a malformed escape is no key of ours). */
export function uploadKeyOfUrl(url: string, storagePath: string): string | null {
  let path: string;
  try {
    path = new URL(url, 'http://local').pathname;
  } catch {
    return null;
  }
  const prefix = `${storagePath}/`;
  if (!path.startsWith(prefix)) return null;
  let key: string;
  try {
    key = decodeURIComponent(path.slice(prefix.length));
  } catch {
    return null; // `%E0%A4%A`
  }
  return UPLOAD_KEY.test(key) ? key : null;
}

/** Forgets the recorded keys whose file is missing; removes half-written files and files no key names. */
async function cleanUploadFolder(root: string, recorded: readonly string[], forget: (keys: string[]) => Promise<void>): Promise<{ rows: number; files: number }> {
  const folder = join(resolve(root), 'h5');
  const names = await readdir(folder).catch(missingFile);
  // No folder at all is a DATA_DIR pointing elsewhere (a new volume), not lost files: nothing is forgotten.
  if (!names) return { rows: 0, files: 0 };
  const onDisk = new Set(names.map((name) => `h5/${name}`));
  const known = new Set(recorded);
  const gone = recorded.filter((key) => !onDisk.has(key));
  for (let i = 0; i < gone.length; i += 500) await forget(gone.slice(i, i + 500));
  let files = 0;
  for (const name of onDisk) {
    if (known.has(name) || !(name.endsWith(TEMPORARY) || UPLOAD_KEY.test(name))) continue;
    await rm(join(resolve(root), name), { force: true });
    files += 1;
  }
  return { rows: gone.length, files };
}

/** A storage endpoint's routes: POST `path` takes the form, GET `path/{key}` serves a stored file. */
interface StorageRoutes {
  path: string;
  root: string;
  /** Checks and stores the form's upload; a refusal, or null when stored. */
  accept(form: UploadForm): Promise<UploadRefusal | null>;
  /** The stored file's type, or undefined for a key nobody uploaded. */
  mimeOf(key: string): Promise<string | undefined>;
}

/**
 * POST {path} takes the OSS-style POST-policy form (key, policy, OSSAccessKeyId,
 * success_action_status, signature, then file); GET {path}/{key} serves a file to whoever holds
 * its URL — the URL is the capability (docs/decisions/uploads.md): nothing
 * lists files, and a malformed key, an unknown one and a row whose file is gone are the same 404.
 */
async function registerStorageRoutes(app: FastifyInstance, s: Services, routes: StorageRoutes): Promise<void> {
  await app.register(async (scope) => {
    await scope.register(fastifyMultipart, {
      limits: { fields: 12, fieldSize: 8 * 1024, files: 1, fileSize: s.config.uploadMaxBytes, parts: 14 },
    });
    scope.post(routes.path, async (request, reply) => {
      if (!request.isMultipart()) return reply.code(400).send({ code: 400, msg: '需要 multipart/form-data' });
      const file = await request.file();
      if (!file) return reply.code(400).send({ code: 400, msg: '缺少 file' });
      const field = (name: string) => {
        const f = file.fields[name];
        const one = Array.isArray(f) ? f[0] : f;
        return one && one.type === 'field' && typeof one.value === 'string' ? one.value : '';
      };
      const buffer = await file.toBuffer().catch(() => null);
      const refusal = await routes.accept({
        key: field('key'),
        policy: field('policy'),
        accessKeyId: field('OSSAccessKeyId'),
        signature: field('signature'),
        buffer,
        truncated: file.file.truncated,
      });
      if (refusal) return reply.code(refusal.status).send(refusal.body);
      const status = field('success_action_status') === '201' ? 201 : field('success_action_status') === '200' ? 200 : 204;
      return reply.code(status).send(status === 204 ? undefined : '');
    });
  });

  app.get(`${routes.path}/*`, async (request, reply) => {
    const key = (request.params as { '*': string })['*'];
    const mime = UPLOAD_KEY.test(key) ? await routes.mimeOf(key) : undefined;
    const bytes = mime ? await readUploadFile(routes.root, key) : null;
    if (!mime || !bytes) return reply.code(404).send({ code: 404, msg: '文件不存在' });
    reply
      .header('cache-control', 'private, max-age=86400, immutable')
      .header('content-security-policy', "default-src 'none'; sandbox")
      .header('referrer-policy', 'no-referrer')
      .header('x-robots-tag', 'noindex, nofollow');
    // Sized to the screen and in a modern format when the URL and the browser ask: fewer bytes on a slow network.
    return sendPicture(request, reply, `${routes.path}/${key}`, bytes, mime);
  });
}
