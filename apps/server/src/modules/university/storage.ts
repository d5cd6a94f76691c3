import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { link, mkdir, readdir, readFile, rm, unlink, writeFile } from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';
import fastifyMultipart from '@fastify/multipart';
import { and, count, eq, gte, sql, sum } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { applicants, uploads } from './schema';
import { IMAGE_MIME, readImageHeader } from '../../providers/image-header';
import type { Services } from '../../services';
import { sendPicture } from '../../platform/image-variants';

/** Where the storage endpoint lives under the server's origin. */
export const STORAGE_PATH = '/api/storage';
export const ACCESS_KEY_ID = 'tongxin-local';
const POLICY_TTL_MS = 10 * 60_000;
/**
 * The one key rule (api-client's uploadImage builds it, this endpoint enforces it):
 * `h5/{iid}_{timestamp}_{nonce}.{ext}` — the spec's `h5/{iid}_{timestamp}`, then at least 128 bits
 * of randomness (22+ base64url characters) so the URL is an unguessable capability, then the
 * image extension. ASCII only, no dot segments.
 */
export const KEY = /^h5\/\d{1,10}_\d{10,16}_[A-Za-z0-9_-]{22,64}\.(jpg|jpeg|png|gif|bmp)$/;

interface PolicyDocument {
  expiration: string;
  conditions: [['starts-with', '$key', string], ['content-length-range', number, number]];
  /** Who the policy was issued to: the endpoint records it as the file's owner. */
  owner: { iid: number; rid: number };
}

const sign = (secret: string, policy: string) => createHmac('sha256', secret).update(policy).digest('base64');

/**
 * The origin the page that asks is served from: the request's own scheme and host (as the
 * trusted proxy reports them), so the upload goes to the page's own origin whatever host name
 * the tenant uses, and the pages' CSP (`connect-src 'self'`) allows it. PUBLIC_BASE_URL is used
 * only when it names that same host: its scheme wins (a proxy that terminates TLS without
 * sending X-Forwarded-Proto).
 */
export function publicOrigin(s: Services, request: FastifyRequest): string {
  const host = request.host;
  const base = s.config.publicBaseUrl;
  if (base && new URL(base).host.toLowerCase() === host.toLowerCase()) return base;
  return `${request.protocol}://${host}`;
}

/**
 * Issues a POST policy for one applicant: keys starting with `h5/{iid}_` (the rest of the key
 * rule is checked on upload, see KEY), 10 minutes, at most UPLOAD_MAX_BYTES, signed with
 * UPLOAD_SECRET (HMAC-SHA256, base64). The owner travels inside the signed policy, so a file is
 * recorded as the applicant's who asked; keys are unique, so nobody overwrites another's file.
 */
export function issuePolicy(s: Services, owner: { iid: number; rid: number }) {
  const dir = `h5/${owner.iid}_`;
  const expireMs = s.now() + POLICY_TTL_MS;
  const doc: PolicyDocument = {
    expiration: new Date(expireMs).toISOString(),
    conditions: [
      ['starts-with', '$key', dir],
      ['content-length-range', 1, s.config.uploadMaxBytes],
    ],
    owner,
  };
  const policy = Buffer.from(JSON.stringify(doc)).toString('base64');
  return {
    policy,
    accessKeyId: ACCESS_KEY_ID,
    sign: sign(s.config.uploadSecret, policy),
    expireTime: Math.floor(expireMs / 1000),
    dir,
    maxSize: s.config.uploadMaxBytes,
  };
}

/** The storage key of a URL this server's storage serves, or null. */
export function keyOfUrl(url: string): string | null {
  let path: string;
  try {
    path = new URL(url, 'http://local').pathname;
  } catch {
    return null;
  }
  const prefix = `${STORAGE_PATH}/`;
  if (!path.startsWith(prefix)) return null;
  let key: string;
  try {
    key = decodeURIComponent(path.slice(prefix.length));
  } catch {
    return null; // a malformed percent-escape (`%E0%A4%A`): no key of ours
  }
  return KEY.test(key) ? key : null;
}

/** The upload of this applicant at that URL, or null when it is not theirs (or not ours). */
export async function ownedUpload(s: Services, rid: number, url: string) {
  const key = keyOfUrl(url);
  if (!key) return null;
  const [row] = await s.db.select().from(uploads).where(and(eq(uploads.key, key), eq(uploads.rid, rid))).limit(1);
  return row ?? null;
}

export function filePath(s: Services, key: string): string {
  const root = resolve(s.uploadDir);
  const full = resolve(root, key);
  if (!full.startsWith(root + sep)) throw new Error('key escapes the upload folder');
  return full;
}

export async function readUpload(s: Services, key: string): Promise<Buffer> {
  return readFile(filePath(s, key));
}

function parsePolicy(policy: string): PolicyDocument | null {
  try {
    const doc = JSON.parse(Buffer.from(policy, 'base64').toString('utf8')) as Partial<PolicyDocument>;
    if (typeof doc.expiration !== 'string' || !Array.isArray(doc.conditions) || typeof doc.owner !== 'object') return null;
    return doc as PolicyDocument;
  } catch {
    return null;
  }
}

/** A refused upload (a plain route, no declared call): its HTTP status and body. */
const denied = (status: number, msg: string) => ({ status, body: { code: status, msg } });

/**
 * The storage endpoint: POST {STORAGE_PATH} takes the OSS-style POST-policy form (key, policy,
 * OSSAccessKeyId, success_action_status, signature, then file), GET {STORAGE_PATH}/{key} serves a file.
 */
export async function registerStorage(app: FastifyInstance, s: Services) {
  // With the embedded database the files and the rows are on one machine. On PostgreSQL another
  // instance's folder may hold files this one lacks: rows without a file still read as 404 there.
  const cleaned = s.config.databaseUrl ? { rows: 0, files: 0 } : await cleanUploads(s);
  if (cleaned.rows > 0 || cleaned.files > 0) app.log.error(cleaned, 'uploads: forgot rows whose file was missing and removed files no row names');
  await app.register(async (scope) => {
    await scope.register(fastifyMultipart, {
      limits: { fields: 12, fieldSize: 8 * 1024, files: 1, fileSize: s.config.uploadMaxBytes, parts: 14 },
    });

    scope.post(STORAGE_PATH, async (request, reply) => {
      if (!request.isMultipart()) return reply.code(400).send({ code: 400, msg: '需要 multipart/form-data' });
      const file = await request.file();
      if (!file) return reply.code(400).send({ code: 400, msg: '缺少 file' });
      const field = (name: string) => {
        const f = file.fields[name];
        const one = Array.isArray(f) ? f[0] : f;
        return one && one.type === 'field' && typeof one.value === 'string' ? one.value : '';
      };
      const buffer = await file.toBuffer().catch(() => null);
      const outcome = await accept(s, {
        key: field('key'),
        policy: field('policy'),
        accessKeyId: field('OSSAccessKeyId'),
        signature: field('signature'),
        buffer,
        truncated: file.file.truncated,
      });
      if ('status' in outcome) return reply.code(outcome.status).send(outcome.body);
      const status = field('success_action_status') === '201' ? 201 : field('success_action_status') === '200' ? 200 : 204;
      return reply.code(status).send(status === 204 ? undefined : '');
    });
  });

  // Reading: the URL is the capability (docs/decisions.md "Uploads are capability URLs"). There is
  // no listing; a malformed key and an unknown one get the same 404.
  app.get(`${STORAGE_PATH}/*`, async (request, reply) => {
    const key = (request.params as { '*': string })['*'];
    const [row] = KEY.test(key) ? await s.db.select({ mime: uploads.mime }).from(uploads).where(eq(uploads.key, key)).limit(1) : [];
    // A row whose file is gone (a crash of an older server) reads as the unknown key it now is.
    const bytes = row ? await readUpload(s, key).catch(missingFile) : null;
    if (!row || !bytes) return reply.code(404).send({ code: 404, msg: '文件不存在' });
    reply
      .header('cache-control', 'private, max-age=86400, immutable')
      .header('content-security-policy', "default-src 'none'; sandbox")
      .header('referrer-policy', 'no-referrer')
      .header('x-robots-tag', 'noindex, nofollow');
    // Sized to the screen and in a modern format when the URL and the browser ask (issue 19).
    return sendPicture(request, reply, `university/${key}`, bytes, row.mime);
  });
}

interface UploadForm {
  key: string;
  policy: string;
  accessKeyId: string;
  signature: string;
  buffer: Buffer | null;
  truncated: boolean;
}

/** Checks an upload against its policy and stores it; the refusal otherwise. */
export async function accept(s: Services, form: UploadForm): Promise<{ key: string } | ReturnType<typeof denied>> {
  if (!form.policy || !form.signature) return denied(403, '缺少 policy 或 signature');
  if (form.accessKeyId !== ACCESS_KEY_ID) return denied(403, 'OSSAccessKeyId 不正确');
  const expected = Buffer.from(sign(s.config.uploadSecret, form.policy));
  const given = Buffer.from(form.signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return denied(403, '签名不正确');
  const doc = parsePolicy(form.policy);
  if (!doc) return denied(403, 'policy 格式不正确');
  const expires = Date.parse(doc.expiration);
  if (!Number.isFinite(expires) || expires <= s.now()) return denied(403, 'policy 已过期');
  const [[, , prefix], [, min, max]] = doc.conditions;
  if (!KEY.test(form.key) || !form.key.startsWith(prefix) || !form.key.startsWith(`h5/${doc.owner.iid}_`)) {
    return denied(403, 'key 不符合 policy：应为 h5/{iid}_{时间戳}_{随机串}.{扩展名}');
  }
  if (form.truncated || !form.buffer || form.buffer.length > Math.min(max, s.config.uploadMaxBytes)) {
    return denied(413, `文件超过 ${Math.floor(s.config.uploadMaxBytes / 1024)} KB`);
  }
  if (form.buffer.length < min) return denied(400, '文件为空');
  const bytes = form.buffer;
  const header = readImageHeader(bytes);
  if (!header || header.format === 'webp') return denied(415, '只能上传 jpg、png、jpeg、bmp、gif 格式的图片');
  const quota = s.config.uploadQuota;
  const root = resolve(s.uploadDir);
  await mkdir(root, { recursive: true });
  if ((await s.diskFree(root)) - bytes.length < quota.minFreeBytes) return denied(507, UPLOAD_MESSAGES.diskFull);
  const [taken] = await s.db.select({ key: uploads.key }).from(uploads).where(eq(uploads.key, form.key)).limit(1);
  if (taken) return denied(409, '文件已存在');
  // The file first, complete under a temporary name, then linked to its key (never replacing a
  // file); the row only after. A crash leaves at most a file without a row, which nothing reads.
  const path = filePath(s, form.key);
  if (!(await storeFile(path, bytes))) return denied(409, '文件已存在');
  const policyId = createHash('sha256').update(form.policy).digest('hex').slice(0, 32);
  const refusal = await s.db.transaction(async (tx) => {
    // One applicant's uploads are counted one at a time: their row is the lock.
    await tx.select({ rid: applicants.rid }).from(applicants).where(eq(applicants.rid, doc.owner.rid)).for('update');
    const [perPolicy] = await tx.select({ n: count() }).from(uploads).where(eq(uploads.policy, policyId));
    if ((perPolicy?.n ?? 0) >= quota.filesPerPolicy) return denied(429, UPLOAD_MESSAGES.perPolicy(quota.filesPerPolicy));
    const since = new Date(s.now() - DAY_MS);
    const [today] = await tx
      .select({ bytes: sum(uploads.size).mapWith(Number) })
      .from(uploads)
      .where(and(eq(uploads.rid, doc.owner.rid), gte(uploads.createdAt, since)));
    if ((today?.bytes ?? 0) + bytes.length > quota.bytesPerDay) return denied(429, UPLOAD_MESSAGES.perDay(quota.bytesPerDay));
    const inserted = await tx
      .insert(uploads)
      .values({
        key: form.key,
        iid: doc.owner.iid,
        rid: doc.owner.rid,
        mime: IMAGE_MIME[header.format],
        size: bytes.length,
        width: header.width,
        height: header.height,
        createdAt: new Date(s.now()),
        policy: policyId,
      })
      .onConflictDoNothing()
      .returning({ key: uploads.key });
    return inserted.length === 0 ? denied(409, '文件已存在') : null;
  }).catch(async (error: unknown) => {
    await unlink(path).catch(() => undefined);
    throw error;
  });
  if (refusal) {
    await unlink(path).catch(() => undefined);
    return refusal;
  }
  return { key: form.key };
}

const DAY_MS = 24 * 60 * 60_000;

/** The upload refusals of the quotas (HTTP 429, or 507 when the disk is nearly full). */
export const UPLOAD_MESSAGES = {
  perPolicy: (n: number) => `本次上传凭证最多上传 ${n} 个文件，请刷新页面后再试`,
  perDay: (bytes: number) => `今日上传已达上限（${Math.floor(bytes / 1024 / 1024)} MB），请明天再试`,
  diskFull: '存储空间不足，暂时无法上传，请稍后再试',
} as const;

const missingFile = (error: unknown): null => {
  if ((error as { code?: unknown }).code === 'ENOENT') return null;
  throw error;
};

/**
 * Writes the bytes to a temporary name beside `path`, then links them to `path`: false when
 * `path` exists already (a link never replaces a file, so two uploads of one key cannot swap
 * bytes). A file without a row (left by a crash between the link and the row) is replaced.
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

/** The suffix of a file being written (removed at start when a crash left it). */
const TEMPORARY = '.uploading';

/**
 * At start: forgets uploads whose file is missing (an older server recorded the row before
 * writing the file, and a crash in between left a row that answered 500 forever and a key that
 * could never be used again), and removes half-written files and files no row names.
 */
export async function cleanUploads(s: Services): Promise<{ rows: number; files: number }> {
  const root = resolve(s.uploadDir);
  const names = await readdir(root, { recursive: true }).catch(missingFile);
  // No folder at all is a DATA_DIR pointing elsewhere (a new volume), not lost files: nothing is forgotten.
  if (!names) return { rows: 0, files: 0 };
  const onDisk = new Set(names.map((name) => String(name).split(sep).join('/')));
  const rows = await s.db.select({ key: uploads.key }).from(uploads);
  const recorded = new Set(rows.map((r) => r.key));
  const gone = rows.filter((r) => !onDisk.has(r.key)).map((r) => r.key);
  for (let i = 0; i < gone.length; i += 500) {
    await s.db.delete(uploads).where(sql`${uploads.key} in ${gone.slice(i, i + 500)}`);
  }
  let files = 0;
  for (const name of onDisk) {
    if (recorded.has(name) || !(name.endsWith(TEMPORARY) || KEY.test(name))) continue;
    await rm(join(root, name), { force: true });
    files += 1;
  }
  return { rows: gone.length, files };
}
