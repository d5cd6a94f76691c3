/**
 * Face-check burst benchmark: does a burst of face checks on large photos stall the
 * server? Starts the app on 127.0.0.1 (fresh in-memory PGlite), signs up applicants, uploads
 * image bombs (a 6300 × 6300 PNG of ~120 KB that would decode to 160 MB) and photos at the pixel
 * limit (a 3264 × 4352 JPEG, ~14 megapixels, decoded in full), then fires BURST face checks at
 * once while an unrelated read (getPageShow) is timed back to back. Prints the read's p50/p99/max
 * without and during the burst. Not a test: the figure depends on the machine.
 *
 *   pnpm --filter @tongxin/server bench:face            # BURST=12 (default)
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { deflateSync } from 'node:zlib';
import { randomNonce, uploadKey } from '@tongxin/api-client';
import { createApp } from '../src/app';
import { loadConfig } from '../src/config';
import { seedIfEmpty } from '../src/db/seed';
import { SEED_GROUPS } from '../src/modules/university/api';
import { jpegBytes, openTestDatabase } from '../src/testing/harness';

const BURST = Math.min(Number(process.env.BURST ?? 12), 200);

/** A real PNG of width × height black RGB pixels: every byte deflates to almost nothing. */
function pngBomb(width: number, height: number): Buffer {
  const crc = (bytes: Buffer) => {
    let c = ~0;
    for (const b of bytes) {
      c ^= b;
      for (let k = 0; k < 8; k++) c = (c >>> 1) ^ (0xedb88320 & -(c & 1));
    }
    return ~c >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const out = Buffer.alloc(12 + data.length);
    out.writeUInt32BE(data.length, 0);
    body.copy(out, 4);
    out.writeUInt32BE(crc(body), 8 + data.length);
    return out;
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 2; // RGB
  const raw = Buffer.alloc(height * (width * 3 + 1));
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', ihdr), chunk('IDAT', deflateSync(raw, { level: 9 })), chunk('IEND', Buffer.alloc(0))]);
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
const summary = (ms: number[]) => {
  const sorted = [...ms].sort((a, b) => a - b);
  return `n ${sorted.length}, p50 ${percentile(sorted, 50).toFixed(1)} ms, p99 ${percentile(sorted, 99).toFixed(1)} ms, max ${(sorted.at(-1) ?? NaN).toFixed(1)} ms`;
};

console.log(`load average (1, 5, 15 min) at the start: ${loadavg().map((n) => n.toFixed(2)).join(', ')}`);
const dataDir = mkdtempSync(join(tmpdir(), 'tongxin-bench-face-'));
const database = await openTestDatabase('pglite');
await seedIfEmpty(database.db);
const config = loadConfig({ DATA_DIR: dataDir, SMS_EXPOSE_CODES: '1', HOST: '127.0.0.1', PORT: '0', UPLOAD_MAX_BYTES: String(20 * 1024 * 1024) });
const app = await createApp({ db: database.db, config, smsLog: () => undefined });
const base = await app.listen({ host: '127.0.0.1', port: 0 });

const post = async (path: string, body: unknown, from: string) => {
  const r = await fetch(base + path, { method: 'POST', body: JSON.stringify(body), headers: { 'content-type': 'text/plain', 'x-forwarded-for': from } });
  return (await r.json()) as Record<string, unknown>;
};

console.log('making the images…');
const bomb = pngBomb(6300, 6300);
const large = jpegBytes(3264, 4352, 80);
console.log(`bomb: ${(bomb.length / 1024).toFixed(0)} KB declaring 6300×6300; photo: ${(large.length / 1024).toFixed(0)} KB, 3264×4352`);

/** One applicant per 5 checks (the per-applicant limit), each with an uploaded bomb and photo. */
const applicants: { rid: number; token: string; urls: string[] }[] = [];
for (let i = 0; i < Math.ceil(BURST / 5); i++) {
  const from = `10.77.${i >> 8}.${i & 255}`;
  const mobile = `1350077${String(i).padStart(4, '0')}`;
  await post('/api/university/phone-code', { mobile }, from);
  const code = ((await (await fetch(`${base}/api/dev/sms/last?mobile=${mobile}`)).json()) as { t: string }).t;
  const who = await post('/api/university/register', { verifyCode: code, loginName: mobile, password: 'bench-pass', iid: 3073 }, from);
  const rid = Number(who.t1);
  const token = String(who.t2);
  await post('/api/university/form/save', { rid, token, regId: 3, id: SEED_GROUPS.basic, content: JSON.stringify({ '101': '张三', '102': '11010519491231002X' }) }, from);
  const policy = (await (await fetch(`${base}/api/university/oss-params?iid=3073&rid=${rid}&token=${token}`)).json()) as Record<string, string>;
  const urls: string[] = [];
  for (const bytes of [bomb, large]) {
    const key = uploadKey(3073, Date.now(), randomNonce(), 'photo.png');
    const form = new FormData();
    for (const [k, v] of Object.entries({ key, policy: policy.policy, OSSAccessKeyId: policy.accessKeyId, success_action_status: '200', signature: policy.sign })) form.append(k, String(v));
    form.append('file', new Blob([new Uint8Array(bytes)]), 'photo');
    const uploaded = await fetch(`${base}/api/storage`, { method: 'POST', body: form });
    if (uploaded.status !== 200) throw new Error(`upload answered ${uploaded.status}: ${await uploaded.text()}`);
    urls.push(`${base}/api/storage/${key}`);
  }
  applicants.push({ rid, token, urls });
}

const read = `${base}/api/university/page-show?iid=3073&type=0`;
async function timeReads(until: () => boolean): Promise<number[]> {
  const times: number[] = [];
  while (!until()) {
    const start = performance.now();
    const r = await fetch(read);
    await r.arrayBuffer();
    times.push(performance.now() - start);
  }
  return times;
}

// Warm: the pool's workers and the read's path.
await post('/api/university/face', { rid: applicants[0]!.rid, token: applicants[0]!.token, regId: 3, imgPath: applicants[0]!.urls[1] }, '10.78.0.1');
let idleUntil = performance.now() + 3000;
console.log(`idle:  ${summary(await timeReads(() => performance.now() > idleUntil))}`);

let done = false;
const outcomes = new Map<string, number>();
const burst = Promise.all(
  Array.from({ length: BURST }, async (_, i) => {
    const who = applicants[Math.floor(i / 5)]!;
    const reply = await post('/api/university/face', { rid: who.rid, token: who.token, regId: 3, imgPath: who.urls[i % 2] }, `10.79.0.${i}`);
    const msg = String(reply.msg);
    outcomes.set(msg, (outcomes.get(msg) ?? 0) + 1);
  }),
).then(() => {
  done = true;
});
const lag = monitorEventLoopDelay({ resolution: 10 });
lag.enable();
const start = performance.now();
const during = await timeReads(() => done);
await burst;
console.log(`burst: ${BURST} face checks (half bombs, half ${(3264 * 4352 / 1e6).toFixed(1)}-megapixel photos) in ${((performance.now() - start) / 1000).toFixed(1)} s`);
for (const [msg, n] of outcomes) console.log(`  ${n} × ${msg}`);
lag.disable();
console.log(`during the burst, getPageShow: ${summary(during)}`);
// The figure depends on what else the machine runs: say so with it.
console.log(`load average (1, 5, 15 min) at the end: ${loadavg().map((n) => n.toFixed(2)).join(', ')} on ${availableParallelism()} cores`);
console.log(`event loop delay during the burst: p99 ${(lag.percentile(99) / 1e6).toFixed(1)} ms, max ${(lag.max / 1e6).toFixed(1)} ms`);
idleUntil = 0;

await app.close();
await database.close();
rmSync(dataDir, { recursive: true, force: true });
process.exit(0);
