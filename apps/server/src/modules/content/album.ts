import { createHmac } from 'node:crypto';
import { resolve } from 'node:path';
import { content } from '@tongxin/api-client/catalogue';
import { and, count, countDistinct, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { refuse } from '../../http/reply-error';
import { implement } from '../../platform/module';
import { pageOffset } from '../../platform/paging';
import { pictureUrl } from '../../platform/picture';
import { publicOrigin, uploadKeyOfUrl, type UploadStore } from '../../platform/upload-store';
import type { Services } from '../../services';
import { requireMember } from '../member/api';
import { cloudAlbums, cloudPhotos, contentPosters, memberUploads } from './schema';

/*
 * Cloud albums (photos in a grid, members add theirs) and the members' uploads behind them: spec
 * §7's /api/oss/token issues a POST policy for the member, the storage endpoint below checks it
 * and the bytes (an image by its content, never its name), and records the file as the member's,
 * with the quotas and the file-first writing of every upload (platform/upload-store.ts).
 * Posters are made here too: the member's avatar and name, a title and an in-app link.
 */

export const STORAGE_PATH = '/api/content/storage';
const ACCESS_KEY_ID = 'tongxin-member';
const POLICY_TTL_MS = 10 * 60_000;
const MAX_PHOTOS = 9;

interface Policy {
  expiration: string;
  dir: string;
  maxSize: number;
  owner: { iid: number; memberId: number };
}

const sign = (s: Services, policy: string) => createHmac('sha256', s.config.uploadSecret).update(`member-upload\n${policy}`).digest('base64');

function readPolicy(text: string): { doc: Policy; terms: { expiration: string; prefix: string; maxBytes: number } } | null {
  try {
    const doc = JSON.parse(Buffer.from(text, 'base64').toString('utf8')) as Partial<Policy>;
    if (typeof doc.expiration !== 'string' || typeof doc.dir !== 'string' || typeof doc.maxSize !== 'number' || typeof doc.owner?.memberId !== 'number' || typeof doc.owner.iid !== 'number') return null;
    if (!doc.dir.startsWith(`h5/${doc.owner.iid}_`)) return null;
    return { doc: doc as Policy, terms: { expiration: doc.expiration, prefix: doc.dir, maxBytes: doc.maxSize } };
  } catch {
    return null;
  }
}

/** The storage key of a URL of this endpoint, or null. */
export const keyOfUrl = (url: string): string | null => uploadKeyOfUrl(url, STORAGE_PATH);

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

/** The members' uploads: files in DATA_DIR/uploads/members/h5/, rows in `member_uploads` (platform/upload-store.ts). */
export const memberUploadStore: UploadStore<Policy, typeof memberUploads> = {
  name: 'member',
  path: STORAGE_PATH,
  root: (s) => resolve(s.uploadDir, 'members'),
  rules: (s) => ({ accessKeyId: ACCESS_KEY_ID, sign: (policy) => sign(s, policy), read: readPolicy }),
  table: memberUploads,
  columns: { key: memberUploads.key, mime: memberUploads.mime, policy: memberUploads.policy, size: memberUploads.size, createdAt: memberUploads.createdAt, owner: memberUploads.memberId },
  row: ({ key, doc, mime, bytes, header, policyId }, now) => ({
    ownerId: doc.owner.memberId,
    values: { key, iid: doc.owner.iid, memberId: doc.owner.memberId, mime, size: bytes.length, width: header.width, height: header.height, createdAt: now, policy: policyId },
  }),
};
