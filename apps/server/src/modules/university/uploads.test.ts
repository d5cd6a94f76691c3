import { existsSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomNonce, university, uploadKey } from '@tongxin/api-client';
import { eq } from 'drizzle-orm';
import { FACE_CHECKS } from './photo';
import { uploads } from './schema';
import { cleanUploads, UPLOAD_MESSAGES } from '../../platform/upload-store';
import { applicantUploads } from './storage';
import { installInjectXhr } from '../../testing/client';
import { call, ok, pngBytes, startTestApp, upload, type TestApp } from '../../testing/harness';
import { universityDriver } from '../../testing/university';

/*
 * What the upload store protects against: uploads had no quota (one 10-minute policy took 20 × 5 MB in 2.6 s) and were recorded
 * before their file existed (after kill -9 a row without a file answered 500 forever). Now: files
 * per policy, bytes per applicant a day, a refusal when the disk is nearly full; the file is
 * written first and the row after; a row whose file is missing reads as 404 and is forgotten at start.
 */

const IID = 3073;
let t: TestApp;
let free = 100 * 1024 ** 3;
let uninstallXhr: () => void = () => undefined;
const driver = universityDriver(() => t.app, { mobilePrefix: '1370066', first: 0 });

beforeAll(async () => {
  t = await startTestApp('pglite', {
    env: { UPLOAD_FILES_PER_POLICY: '3', UPLOAD_BYTES_PER_DAY: String(200 * 1024), UPLOAD_MIN_FREE_MB: '100' },
    diskFree: async () => free,
  });
  uninstallXhr = installInjectXhr(t.app);
}, 120_000);
afterAll(async () => {
  uninstallXhr();
  await t?.close();
});

async function policyOf(who: { rid: number; token: string }) {
  const p = ok(await call(t.app, university.getOssParams, { iid: IID, rid: who.rid, token: who.token }));
  return (bytes: Buffer) =>
    upload(t.app, { key: uploadKey(IID, Date.now(), randomNonce(), 'photo.png'), policy: p.policy, OSSAccessKeyId: p.accessKeyId, success_action_status: '200', signature: p.sign }, bytes);
}

describe('upload quotas', () => {
  it('one policy stores 3 files (UPLOAD_FILES_PER_POLICY), a new policy more', async () => {
    const who = await driver.newApplicant();
    const send = await policyOf(who);
    for (let i = 0; i < 3; i++) expect((await send(pngBytes(100, 100))).status).toBe(200);
    expect(await send(pngBytes(100, 100))).toEqual({ status: 429, body: JSON.stringify({ code: 429, msg: UPLOAD_MESSAGES.perPolicy(3) }) });
    t.advance(1); // another policy (issued a moment later)
    expect((await (await policyOf(who))(pngBytes(100, 100))).status).toBe(200);
  });

  it('an applicant stores 200 KB a day (UPLOAD_BYTES_PER_DAY); the next day again', async () => {
    const who = await driver.newApplicant();
    const big = pngBytes(100, 100, 90 * 1024);
    expect((await (await policyOf(who))(big)).status).toBe(200);
    t.advance(1);
    expect((await (await policyOf(who))(big)).status).toBe(200);
    t.advance(1);
    const third = await (await policyOf(who))(big);
    expect(third).toEqual({ status: 429, body: JSON.stringify({ code: 429, msg: UPLOAD_MESSAGES.perDay(200 * 1024) }) });
    // Another applicant is not held back by the first one's uploads.
    expect((await (await policyOf(await driver.newApplicant()))(big)).status).toBe(200);
    t.advance(24 * 60 * 60_000);
    expect((await (await policyOf(who))(big)).status).toBe(200);
  });

  it('refuses with a clear message while the disk is nearly full, and stores nothing', async () => {
    const who = await driver.newApplicant();
    const send = await policyOf(who);
    free = 100 * 1024 * 1024 + 1000; // the threshold, and less than the file's size above it
    const refused = await send(pngBytes(100, 100, 2000));
    expect(refused).toEqual({ status: 507, body: JSON.stringify({ code: 507, msg: UPLOAD_MESSAGES.diskFull }) });
    expect(await t.database.db.select().from(uploads).where(eq(uploads.rid, who.rid))).toEqual([]);
    free = 100 * 1024 ** 3;
    expect((await send(pngBytes(100, 100, 2000))).status).toBe(200);
  });
});

describe('upload durability', () => {
  it('a file is on disk before its row; a quota refusal leaves neither', async () => {
    const who = await driver.newApplicant();
    const url = await driver.uploadPhoto(who);
    const key = new URL(url).pathname.replace('/api/storage/', '');
    expect(existsSync(join(t.dataDir, 'uploads', key))).toBe(true);
    const send = await policyOf(who);
    for (let i = 0; i < 3; i++) await send(pngBytes(100, 100));
    const before = readdirSync(join(t.dataDir, 'uploads', 'h5')).length;
    expect((await send(pngBytes(100, 100))).status).toBe(429);
    expect(readdirSync(join(t.dataDir, 'uploads', 'h5'))).toHaveLength(before);
  });

  it('a row whose file is missing reads as 404, fails its face check with a message, and is forgotten at start', async () => {
    const who = await driver.newApplicant();
    const url = await driver.uploadPhoto(who);
    const key = new URL(url).pathname.replace('/api/storage/', '');
    rmSync(join(t.dataDir, 'uploads', key)); // what kill -9 between row and file left behind
    writeFileSync(join(t.dataDir, 'uploads', 'h5', 'half-written.png.abc.uploading'), 'x');
    const read = await t.app.inject({ method: 'GET', url: `/api/storage/${key}` });
    expect(read.statusCode).toBe(404);
    expect(read.json()).toEqual({ code: 404, msg: '文件不存在' });
    const check = await call(t.app, university.faceDetection, { rid: who.rid, token: who.token, regId: 3, imgPath: url });
    expect(check.error).toEqual({ code: university.faceDetection.errors.notOwnImage.code, msg: '照片文件不存在，请重新上传' });

    // What the storage does at start (registerStorage): the row is forgotten, the half-written file removed, the rest kept.
    const services = { db: t.database.db, uploadDir: join(t.dataDir, 'uploads') };
    expect(await cleanUploads(services, applicantUploads)).toEqual({ rows: 1, files: 1 });
    expect(await t.database.db.select().from(uploads).where(eq(uploads.key, key))).toEqual([]);
    expect((await t.database.db.select().from(uploads)).length).toBeGreaterThan(0);
    expect(await cleanUploads(services, applicantUploads)).toEqual({ rows: 0, files: 0 });
  });
});

describe('face checks', () => {
  it(`are limited to ${FACE_CHECKS.perApplicant} a minute per applicant (429 with a message)`, async () => {
    const who = await driver.newApplicant();
    const url = await driver.uploadPhoto(who);
    const check = () => call(t.app, university.faceDetection, { rid: who.rid, token: who.token, regId: 3, imgPath: url });
    for (let i = 0; i < FACE_CHECKS.perApplicant; i++) expect((await check()).status).toBe(200);
    expect(await check()).toMatchObject({ status: 429, error: { code: 429, msg: FACE_CHECKS.tooMany } });
    t.advance(FACE_CHECKS.windowMs);
    expect((await check()).status).toBe(200);
  });
});
