/**
 * Loopback benchmark of two hot reads: getFormInfo (session check + form + values) and one
 * gateway call (/h5/getjsonp → /v1/shorturl/parse). Starts the app on 127.0.0.1 with a fresh
 * in-memory PGlite (or a throwaway database next to DATABASE_URL's), runs autocannon for BENCH_SECONDS (default 10)
 * per target with BENCH_CONNECTIONS (default 10), prints requests/s and p99, and stops.
 *
 *   pnpm --filter @tongxin/server bench
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { createApp } from '../src/app';
import { loadConfig } from '../src/config';
import { seedIfEmpty } from '../src/db/seed';
import { SEED_GROUPS } from '../src/modules/university/api';
import { openTestDatabase } from '../src/testing/harness';

const seconds = Math.min(Number(process.env.BENCH_SECONDS ?? 10), 60);
const connections = Math.min(Number(process.env.BENCH_CONNECTIONS ?? 10), 100);

const dataDir = mkdtempSync(join(tmpdir(), 'tongxin-bench-'));
// A throwaway database: in-memory PGlite, or a new PostgreSQL database beside DATABASE_URL's, dropped after.
const database = await openTestDatabase(process.env.DATABASE_URL ? 'postgres' : 'pglite');
await seedIfEmpty(database.db);
const config = loadConfig({ DATA_DIR: dataDir, SMS_EXPOSE_CODES: '1', HOST: '127.0.0.1', PORT: '0' });
const app = await createApp({ db: database.db, config, smsLog: () => undefined });
const base = await app.listen({ host: '127.0.0.1', port: 0 });

const post = async (path: string, body: unknown) => {
  const r = await app.inject({ method: 'POST', url: path, payload: JSON.stringify(body), headers: { 'content-type': 'text/plain' } });
  return r.json<Record<string, unknown>>();
};
const mobile = `1350000${String(Date.now() % 10000).padStart(4, '0')}`;
await post('/api/university/phone-code', { mobile });
const code = (await app.inject({ method: 'GET', url: `/api/dev/sms/last?mobile=${mobile}` })).json<{ t: string }>().t;
const who = await post('/api/university/register', { verifyCode: code, loginName: mobile, password: 'bench-pass', iid: 3073 });
const rid = Number(who.t1);
const token = String(who.t2);
await post('/api/university/form/save', {
  rid,
  token,
  regId: 3,
  id: SEED_GROUPS.study,
  content: JSON.stringify({ '201': '同心大学', '202': '3.7', '297': '生物学/纳米生物技术', '426': '三年纳米材料实验', '282': '否' }),
});

const targets = [
  { name: 'getFormInfo', path: `/api/university/form?rid=${rid}&token=${encodeURIComponent(token)}&regId=3&id=${SEED_GROUPS.study}` },
  { name: 'gateway /v1/shorturl/parse', path: '/h5/getjsonp?domain=bench&uri=%2Fv1%2Fshorturl%2Fparse&f=1&url=home' },
];

console.log(`loopback, ${connections} connections, ${seconds} s each, ${database.dialect}`);
for (const target of targets) {
  const probe = await fetch(base + target.path);
  if (probe.status !== 200) throw new Error(`${target.name} answered ${probe.status}: ${await probe.text()}`);
  const result = await autocannon({ url: base + target.path, connections, duration: seconds });
  const non2xx = result.non2xx + result.errors;
  console.log(
    `${target.name.padEnd(28)} ${result.requests.average.toFixed(0).padStart(6)} req/s  p50 ${result.latency.p50} ms  p99 ${result.latency.p99} ms  (${non2xx} errors)`,
  );
}

await app.close();
await database.close();
rmSync(dataDir, { recursive: true, force: true });
