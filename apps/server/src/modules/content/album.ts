import { createHmac, timingSafeEqual } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, resolve, sep } from 'node:path';
import fastifyMultipart from '@fastify/multipart';
import { content } from '@tongxin/api-client/catalogue';
import { and, count, countDistinct, desc, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import { refuse } from '../../http/reply-error';
import { implement } from '../../platform/module';
import { pageOffset } from '../../platform/paging';
import { pictureUrl } from '../../platform/picture';
import { IMAGE_MIME, readImageHeader } from '../../providers/image-header';
import type { Services } from '../../services';
import { requireMember } from '../member/api';
import { publicOrigin } from '../university/api';
import { cloudAlbums, cloudPhotos, contentPosters, memberUploads } from './schema';
import { sendPicture } from '../../platform/image-variants';

/*
 * Cloud albums (photos in a grid, members add theirs) and the members' uploads behind them: spec
 * §7's /api/oss/token issues a POST policy for the member, the storage endpoint below checks it
 * and the bytes (an image by its content, never its name), and records the file as the member's.
 * Posters are made here too: the member's avatar and name, a title and an in-app link.
 */

export const STORAGE_PATH = '/api/content/storage';
const ACCESS_KEY_ID = 'tongxin-member';
const POLICY_TTL_MS = 10 * 60_000;
/** `h5/{iid}_{timestamp}_{nonce}.{ext}`, as api-client's uploadKey builds it. */
const KEY = /^h5\/\d{1,10}_\d{10,16}_[A-Za-z0-9_-]{22,64}\.(jpg|jpeg|png|gif|bmp)$/;
const MAX_PHOTOS = 9;

interface Policy {
  expiration: string;
  dir: string;
  maxSize: number;
  owner: { iid: number; memberId: number };
}

const sign = (s: Services, policy: string) => createHmac('sha256', s.config.uploadSecret).update(`member-upload\n${policy}`).digest('base64');

function parsePolicy(text: string): Policy | null {
  try {
    const doc = JSON.parse(Buffer.from(text, 'base64').toString('utf8')) as Partial<Policy>;
    if (typeof doc.expiration !== 'string' || typeof doc.dir !== 'string' || typeof doc.maxSize !== 'number' || typeof doc.owner?.memberId !== 'number') return null;
    return doc as Policy;
  } catch {
    return null;
  }
}

function filePath(s: Services, key: string): string {
  const root = resolve(s.uploadDir, 'members');
  const full = resolve(root, key);
  if (!full.startsWith(root + sep)) throw new Error('key escapes the upload folder');
  return full;
}

/** The storage key of a URL of this endpoint, or null. */
export function keyOfUrl(url: string): string | null {
  let path: string;
  try {
    path = new URL(url, 'http://local').pathname;
  } catch {
    return null;
  }
  if (!path.startsWith(`${STORAGE_PATH}/`)) return null;
  const key = decodeURIComponent(path.slice(STORAGE_PATH.length + 1));
  return KEY.test(key) ? key : null;
}

async function albumSummary(db: Db, row: typeof cloudAlbums.$inferSelect): Promise<content.CloudAlbum> {
  const [stats] = await db
    .select({ photos: count(), contributors: countDistinct(cloudPhotos.author) })
    .from(cloudPhotos)
    .where(eq(cloudPhotos.albumId, row.id));
  return { id: row.id, name: row.name, cover: row.cover, photos: stats?.photos ?? 0, contributors: stats?.contributors ?? 0, createdAt: row.createdAt.toISOString() };
}

const photoRow = (p: typeof cloudPhotos.$inferSelect): content.CloudPhoto => ({
  id: p.id,
  url: p.url,
  width: p.width,
  height: p.height,
  author: p.author,
  createdAt: p.createdAt.toISOString(),
});

async function albumOf(db: Db, iid: number, id: number) {
  const [row] = await db
    .select()
    .from(cloudAlbums)
    .where(and(eq(cloudAlbums.id, id), eq(cloudAlbums.iid, iid)))
    .limit(1);
  if (!row) throw refuse(content.album.errors.notFound);
  return row;
}

function parseUrls(text: string): string[] {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw refuse(content.addPhotos.errors.badUrls);
  }
  if (!Array.isArray(value) || value.length === 0 || value.length > MAX_PHOTOS || !value.every((v) => typeof v === 'string')) throw refuse(content.addPhotos.errors.badUrls);
  return [...new Set(value as string[])];
}

export const albumCalls = [
  implement(content.albums, async ({ iid, ...page }, { services: s }) => {
    const rows = await s.db
      .select()
      .from(cloudAlbums)
      .where(eq(cloudAlbums.iid, iid))
      .orderBy(desc(cloudAlbums.createdAt), desc(cloudAlbums.id))
      .limit(page.pageSize)
      .offset(pageOffset(page));
    const [total] = await s.db.select({ n: count() }).from(cloudAlbums).where(eq(cloudAlbums.iid, iid));
    return { list: await Promise.all(rows.map((r) => albumSummary(s.db, r))), total: total?.n ?? 0 };
  }),

  implement(content.album, async ({ iid, id }, { services: s }) => albumSummary(s.db, await albumOf(s.db, iid, id))),

  implement(content.photos, async ({ iid, id, ...page }, { services: s }) => {
    const album = await albumOf(s.db, iid, id);
    const rows = await s.db
      .select()
      .from(cloudPhotos)
      .where(eq(cloudPhotos.albumId, album.id))
      .orderBy(desc(cloudPhotos.createdAt), desc(cloudPhotos.id))
      .limit(page.pageSize)
      .offset(pageOffset(page));
    const [total] = await s.db.select({ n: count() }).from(cloudPhotos).where(eq(cloudPhotos.albumId, album.id));
    return { list: rows.map(photoRow), total: total?.n ?? 0 };
  }),

  implement(content.ossToken, async ({ iid, token }, { services: s, request }) => {
    const me = await requireMember(s.db, iid, token, new Date(s.now()));
    const expireMs = s.now() + POLICY_TTL_MS;
    const doc: Policy = { expiration: new Date(expireMs).toISOString(), dir: `h5/${iid}_`, maxSize: s.config.uploadMaxBytes, owner: { iid, memberId: me.id } };
    const policy = Buffer.from(JSON.stringify(doc)).toString('base64');
    return {
      host: publicOrigin(s, request) + STORAGE_PATH,
      policy,
      accessKeyId: ACCESS_KEY_ID,
      sign: sign(s, policy),
      expireTime: Math.floor(expireMs / 1000),
      dir: doc.dir,
      maxSize: doc.maxSize,
    };
  }),

  implement(content.addPhotos, async ({ iid, token, id, urls }, { services: s }) => {
    const me = await requireMember(s.db, iid, token, new Date(s.now()));
    const album = await albumOf(s.db, iid, id);
    const wanted = parseUrls(urls).map((url) => ({ url, key: keyOfUrl(url) }));
    const keys = wanted.map((w) => w.key).filter((k): k is string => k !== null);
    const mine = keys.length
      ? await s.db
          .select()
          .from(memberUploads)
          .where(and(inArray(memberUploads.key, keys), eq(memberUploads.memberId, me.id)))
      : [];
    if (mine.length !== wanted.length) throw refuse(content.addPhotos.errors.notYours);
    const byKey = new Map(mine.map((u) => [u.key, u]));
    const now = new Date(s.now());
    const rows = await s.db
      .insert(cloudPhotos)
      .values(
        wanted.map(({ key }) => {
          const upload = byKey.get(key ?? '');
          if (!upload) throw refuse(content.addPhotos.errors.notYours);
          return { albumId: album.id, memberId: me.id, url: `${STORAGE_PATH}/${upload.key}`, width: upload.width, height: upload.height, author: me.nickName, createdAt: now };
        }),
      )
      .returning();
    return rows.map(photoRow);
  }),

  implement(content.poster, async ({ iid, token, title, dstUrl }, { services: s }) => {
    const me = await requireMember(s.db, iid, token, new Date(s.now()));
    // Only the app's own pages: a poster never carries a link elsewhere.
    if (!/^\/app\/[\w\-/?=&%.]*$/.test(dstUrl)) throw refuse(content.poster.errors.badLink);
    const [row] = await s.db.insert(contentPosters).values({ iid, memberId: me.id, title, dstUrl, createdAt: new Date(s.now()) }).returning();
    if (!row) throw new Error('poster row missing after insert');
    return {
      id: row.id,
      bgImg: pictureUrl('', (row.id * 37) % 360, 750, 1200),
      userImg: me.headImg || pictureUrl(me.nickName.slice(0, 1), 200, 120, 120),
      userName: me.nickName,
      title: row.title,
      dstUrl: row.dstUrl,
    };
  }),
];

/** A refused upload: its HTTP status and body. */
const denied = (status: number, msg: string) => ({ status, body: { code: status, msg } });

/**
 * POST {STORAGE_PATH}: the POST-policy form (key, policy, OSSAccessKeyId, success_action_status,
 * signature, then file) of a member's upload; GET {STORAGE_PATH}/{key} serves it (the URL is the
 * capability: nothing lists files).
 */
export async function registerMemberStorage(app: FastifyInstance, s: Services) {
  await app.register(async (scope) => {
    await scope.register(fastifyMultipart, { limits: { fields: 12, fieldSize: 8 * 1024, files: 1, fileSize: s.config.uploadMaxBytes, parts: 14 } });
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
      const outcome = await accept(s, { key: field('key'), policy: field('policy'), accessKeyId: field('OSSAccessKeyId'), signature: field('signature'), buffer, truncated: file.file.truncated });
      if (outcome) return reply.code(outcome.status).send(outcome.body);
      const status = field('success_action_status') === '201' ? 201 : field('success_action_status') === '200' ? 200 : 204;
      return reply.code(status).send(status === 204 ? undefined : '');
    });
  });

  app.get(`${STORAGE_PATH}/*`, async (request, reply) => {
    const key = (request.params as { '*': string })['*'];
    const [row] = KEY.test(key) ? await s.db.select({ mime: memberUploads.mime }).from(memberUploads).where(eq(memberUploads.key, key)).limit(1) : [];
    if (!row) return reply.code(404).send({ code: 404, msg: '文件不存在' });
    reply
      .header('cache-control', 'private, max-age=86400, immutable')
      .header('content-security-policy', "default-src 'none'; sandbox")
      .header('x-content-type-options', 'nosniff');
    // Sized to the screen and in a modern format when the URL and the browser ask (issue 19).
    return sendPicture(request, reply, `content/${key}`, await readFile(filePath(s, key)), row.mime);
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

async function accept(s: Services, form: UploadForm): Promise<ReturnType<typeof denied> | null> {
  if (!form.policy || !form.signature) return denied(403, '缺少 policy 或 signature');
  if (form.accessKeyId !== ACCESS_KEY_ID) return denied(403, 'OSSAccessKeyId 不正确');
  const expected = Buffer.from(sign(s, form.policy));
  const given = Buffer.from(form.signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return denied(403, '签名不正确');
  const doc = parsePolicy(form.policy);
  if (!doc) return denied(403, 'policy 格式不正确');
  const expires = Date.parse(doc.expiration);
  if (!Number.isFinite(expires) || expires <= s.now()) return denied(403, 'policy 已过期');
  if (!KEY.test(form.key) || !form.key.startsWith(doc.dir)) return denied(403, 'key 不符合 policy：应为 h5/{iid}_{时间戳}_{随机串}.{扩展名}');
  if (form.truncated || !form.buffer || form.buffer.length > Math.min(doc.maxSize, s.config.uploadMaxBytes)) {
    return denied(413, `文件超过 ${Math.floor(s.config.uploadMaxBytes / 1024)} KB`);
  }
  if (form.buffer.length === 0) return denied(400, '文件为空');
  const header = readImageHeader(form.buffer);
  if (!header) return denied(415, '只能上传 jpg、png、jpeg、bmp、gif 格式的图片');
  const inserted = await s.db
    .insert(memberUploads)
    .values({ key: form.key, iid: doc.owner.iid, memberId: doc.owner.memberId, mime: IMAGE_MIME[header.format], size: form.buffer.length, width: header.width, height: header.height, createdAt: new Date(s.now()) })
    .onConflictDoNothing()
    .returning({ key: memberUploads.key });
  if (inserted.length === 0) return denied(409, '文件已存在');
  const path = filePath(s, form.key);
  await mkdir(dirname(path), { recursive: true });
  await writeFile(path, form.buffer);
  return null;
}

