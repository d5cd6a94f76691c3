import { existsSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { act, content } from '@tongxin/api-client/catalogue';
import { IMAGE_PROCESS_PARAM, randomNonce, uploadKey } from '@tongxin/api-client';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cleanUploads, UPLOAD_MESSAGES } from '../../platform/upload-store';
import { BACKENDS, call, ok, pngBytes, startTestApp, upload, type TestApp } from '../../testing/harness';
import { signUp } from '../../testing/member';
import { memberUploadStore, STORAGE_PATH } from './album';
import { memberUploads } from './schema';

/*
 * The upload store's protections for the members' storage (/api/oss/token's policy, /api/content/storage): the cloud
 * albums, the activity forms, comments and crowdfunding images. Without them it had no quota (one policy took any number of files), the row recorded before its
 * file (a crash in between answered 500 forever), and a malformed escape in a storage URL a 500.
 */

const IID = 1000;

describe.each(BACKENDS)('member uploads on %s', (backend) => {
  let t: TestApp;
  let free = 100 * 1024 ** 3;
  let seq = 0;

  beforeAll(async () => {
    t = await startTestApp(backend, {
      env: { UPLOAD_FILES_PER_POLICY: '3', UPLOAD_BYTES_PER_DAY: String(200 * 1024), UPLOAD_MIN_FREE_MB: '100' },
      diskFree: async () => free,
    });
  }, 120_000);
  afterAll(async () => {
    await t?.close();
  });

  async function newMember() {
    seq += 1;
    const { token, userId } = await signUp(t.app, IID, `${backend === 'pglite' ? '1371600' : '1371601'}${String(seq).padStart(4, '0')}`);
    return { iid: IID, token, userId };
  }

  /** A fresh policy of the member's; sends one file with it. */
  async function policyOf(me: { iid: number; token: string }) {
    const p = ok(await call(t.app, content.ossToken, me));
    return (bytes: Buffer) =>
      upload(t.app, { key: uploadKey(IID, Date.now(), randomNonce(), 'photo.png'), policy: p.policy, OSSAccessKeyId: p.accessKeyId, success_action_status: '200', signature: p.sign }, bytes, 'photo.png', STORAGE_PATH);
  }
  const storedOf = async (memberId: number) => t.database.db.select().from(memberUploads).where(eq(memberUploads.memberId, memberId));

  it('one policy stores 3 files (UPLOAD_FILES_PER_POLICY): five sent at once store three', async () => {
    const me = await newMember();
    const send = await policyOf(me);
    const replies = await Promise.all([0, 1, 2, 3, 4].map(() => send(pngBytes(40, 40))));
    expect(replies.map((r) => r.status).sort()).toEqual([200, 200, 200, 429, 429]);
    expect(replies.find((r) => r.status === 429)?.body).toBe(JSON.stringify({ code: 429, msg: UPLOAD_MESSAGES.perPolicy(3) }));
    expect(await storedOf(me.userId)).toHaveLength(3);
    t.advance(1); // another policy (issued a moment later)
    expect((await (await policyOf(me))(pngBytes(40, 40))).status).toBe(200);
  });

  it('a member stores 200 KB a day (UPLOAD_BYTES_PER_DAY); another member and the next day are not held back', async () => {
    const me = await newMember();
    const big = pngBytes(100, 100, 90 * 1024);
    for (let i = 0; i < 2; i++) {
      expect((await (await policyOf(me))(big)).status).toBe(200);
      t.advance(1);
    }
    expect(await (await policyOf(me))(big)).toEqual({ status: 429, body: JSON.stringify({ code: 429, msg: UPLOAD_MESSAGES.perDay(200 * 1024) }) });
    expect((await (await policyOf(await newMember()))(big)).status).toBe(200);
    t.advance(24 * 60 * 60_000);
    expect((await (await policyOf(me))(big)).status).toBe(200);
  });

  it('refuses with a clear message while the disk is nearly full, and stores nothing', async () => {
    const me = await newMember();
    const send = await policyOf(me);
    free = 100 * 1024 * 1024 + 1000;
    try {
      expect(await send(pngBytes(100, 100, 2000))).toEqual({ status: 507, body: JSON.stringify({ code: 507, msg: UPLOAD_MESSAGES.diskFull }) });
      expect(await storedOf(me.userId)).toEqual([]);
    } finally {
      free = 100 * 1024 ** 3;
    }
    expect((await send(pngBytes(100, 100, 2000))).status).toBe(200);
  });

  it('writes the file before its row; a row whose file is missing reads as 404 and is forgotten at start', async () => {
    const me = await newMember();
    const key = uploadKey(IID, Date.now(), randomNonce(), 'photo.png');
    const p = ok(await call(t.app, content.ossToken, me));
    const fields = { key, policy: p.policy, OSSAccessKeyId: p.accessKeyId, success_action_status: '200', signature: p.sign };
    expect((await upload(t.app, fields, pngBytes(30, 20), 'photo.png', STORAGE_PATH)).status).toBe(200);
    const file = join(t.dataDir, 'uploads', 'members', key);
    expect(existsSync(file)).toBe(true);
    // The key is taken: a second upload of it is refused and leaves the first file as it was.
    expect((await upload(t.app, fields, pngBytes(31, 21), 'photo.png', STORAGE_PATH)).status).toBe(409);
    expect(readdirSync(join(t.dataDir, 'uploads', 'members', 'h5')).filter((name) => name.startsWith(key.slice(3)))).toEqual([key.slice(3)]);

    rmSync(file); // what a crash of the old server between its row and its file left behind
    writeFileSync(join(t.dataDir, 'uploads', 'members', 'h5', 'half-written.png.abc.uploading'), 'x');
    const read = await t.app.inject({ method: 'GET', url: `${STORAGE_PATH}/${key}` });
    expect(read.statusCode).toBe(404);
    expect(read.json()).toEqual({ code: 404, msg: '文件不存在' });

    const services = { db: t.database.db, uploadDir: join(t.dataDir, 'uploads') };
    expect(await cleanUploads(services, memberUploadStore)).toEqual({ rows: 1, files: 1 });
    expect(await t.database.db.select().from(memberUploads).where(eq(memberUploads.key, key))).toEqual([]);
    expect(await cleanUploads(services, memberUploadStore)).toEqual({ rows: 0, files: 0 });
  });

  it('serves a stored photo at the width its URL asks, in WebP for a browser that takes it', async () => {
    const me = await newMember();
    const key = uploadKey(IID, Date.now(), randomNonce(), 'photo.png');
    const p = ok(await call(t.app, content.ossToken, me));
    const fields = { key, policy: p.policy, OSSAccessKeyId: p.accessKeyId, success_action_status: '200', signature: p.sign };
    expect((await upload(t.app, fields, pngBytes(400, 300), 'photo.png', STORAGE_PATH)).status).toBe(200);
    const read = await t.app.inject({
      method: 'GET',
      url: `${STORAGE_PATH}/${key}?${IMAGE_PROCESS_PARAM}=image/resize,w_160`,
      headers: { accept: 'image/webp,*/*' },
    });
    expect(read.statusCode).toBe(200);
    expect(read.headers['content-type']).toBe('image/webp');
    expect(read.headers['content-security-policy']).toBe("default-src 'none'; sandbox");
    expect((await sharp(read.rawPayload).metadata()).width).toBe(160);
  });

  it('a storage URL with a malformed escape is “not your image”, never a 500', async () => {
    const me = await newMember();
    const bad = `${STORAGE_PATH}/h5/1000_1700000000000_%E0%A4%A.png`;
    expect(await call(t.app, act.checkImg, { ...me, url: bad })).toMatchObject({ status: 200, error: { code: act.checkImg.errors.notOwnImage.code } });
    const albumId = ok(await call(t.app, content.albums, { iid: IID })).list[0]!.id;
    expect((await call(t.app, content.addPhotos, { ...me, id: albumId, urls: JSON.stringify([bad]) })).error?.msg).toBe('只能添加自己上传的图片');
    expect((await t.app.inject({ method: 'GET', url: `${STORAGE_PATH}/h5%2` })).statusCode).toBe(400);
  });

  it('refuses a WebP renamed .png, as the university storage does (the allowed types are jpg, png, bmp, gif)', async () => {
    const me = await newMember();
    // RIFF, size, WEBP, an extended (VP8X) chunk declaring a 64 × 64 canvas.
    const webp = Buffer.concat([Buffer.from('RIFF'), Buffer.alloc(4), Buffer.from('WEBPVP8X'), Buffer.alloc(4), Buffer.alloc(4), Buffer.from([63, 0, 0, 63, 0, 0]), Buffer.alloc(40)]);
    expect((await (await policyOf(me))(webp)).status).toBe(415);
  });
});
