/**
 * The console's order list over 10,000 orders: how long one page takes on the server, paged and
 * filtered as finance uses it. A benchmark, not a test (nothing here fails on a time). Starts the
 * app with a fresh in-memory PGlite (or a throwaway database beside DATABASE_URL's), adds
 * BENCH_ORDERS (default 10,000) orders to tenant 1000 spread over 90 days, business types and
 * statuses, signs finance in through the console's own call, then times each query BENCH_RUNS
 * times (default 30) through the HTTP layer (app.inject: routing, params, session and role check,
 * the queries, the reply) and prints the median and p95 per query.
 *
 *   pnpm --filter @tongxin/server bench:console-orders
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { order } from '@tongxin/api-client/catalogue';
import { sql } from 'drizzle-orm';
import { createApp } from '../src/app';
import { loadConfig } from '../src/config';
import { seedIfEmpty } from '../src/db/seed';
import { DEMO_MEMBER, memberIdByMobile } from '../src/modules/member/api';
import { openTestDatabase } from '../src/testing/harness';
import { signInStaff } from '../src/testing/staff';

const total = Math.min(Number(process.env.BENCH_ORDERS ?? 10_000), 200_000);
const runs = Math.min(Number(process.env.BENCH_RUNS ?? 30), 500);

const dataDir = mkdtempSync(join(tmpdir(), 'tongxin-bench-orders-'));
const database = await openTestDatabase(process.env.DATABASE_URL ? 'postgres' : 'pglite');
await seedIfEmpty(database.db);
const config = loadConfig({ DATA_DIR: dataDir, SMS_EXPOSE_CODES: '1', COMMUNITY_DIST: join(dataDir, 'none'), UNIVERSITY_DIST: join(dataDir, 'none'), CONSOLE_DIST: join(dataDir, 'none') });
const app = await createApp({ db: database.db, config, smsLog: () => undefined });

const memberId = (await memberIdByMobile(database.db, 1000, DEMO_MEMBER.mobile)) ?? 0;
// Written in one statement (a script, not a module: it goes round the order kernel on purpose):
// 10 statuses in turn, 5 business types by tens, spread over 90 days.
await database.db.execute(sql`
  insert into member_orders (order_id, iid, member_id, status, business_type, title, price, num, pay_fen, created_at, paid_at, contact_phone)
  select 'TXBENCH' || lpad(i::text, 8, '0'), 1000, ${memberId},
         (array[1, 2, 3, 11, 11, 12, 12, 13, 13, 13])[i % 10 + 1],
         (array[${order.BUSINESS_TYPE.goods}, ${order.BUSINESS_TYPE.vip}, 1, 2, 3])[(i / 10) % 5 + 1],
         '压测订单 ' || (i % 97) || ' 号商品', 100 + (i % 500) * 10, 1, 100 + (i % 500) * 10,
         now() - ((i * 7919) % (90 * 86400)) * interval '1 second',
         case when (array[1, 2, 3, 11, 11, 12, 12, 13, 13, 13])[i % 10 + 1] > 10 then now() - ((i * 7919) % (90 * 86400)) * interval '1 second' end,
         '139' || lpad(i::text, 8, '0')
  from generate_series(0, ${total - 1}) as i`);

const now = Date.now();
const token = await signInStaff(app, '13800001002', 'Tongxin1002');
const day = 86_400_000;
const queries: [string, Record<string, string | number>][] = [
  ['first page, newest first', {}],
  ['page 200 of 20', { pageNo: 200, pageSize: 20 }],
  ['paid goods (status + type)', { status: 11, businessType: order.BUSINESS_TYPE.goods }],
  ['every paid, last 7 days', { status: 10, from: now - 7 * day, to: now }],
  ['order number prefix', { keyword: 'TXBENCH000012' }],
  ['title search', { keyword: '42 号商品' }],
  ['sorted by amount', { sort: 'payFen' }],
];

const ms = (xs: number[], q: number) => xs.slice().sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(q * xs.length))] ?? 0;
console.log(`console order list, ${total} orders of tenant 1000, ${runs} runs each, ${database.dialect}`);
console.log('| query | rows on the page | total | median | p95 |');
console.log('| --- | --- | --- | --- | --- |');
for (const [name, params] of queries) {
  const query = new URLSearchParams(Object.entries({ token, pageSize: 20, ...params }).map(([k, v]) => [k, String(v)]));
  const times: number[] = [];
  let shown = { list: [] as unknown[], total: 0 };
  for (let r = 0; r < runs + 2; r++) {
    const started = performance.now();
    const reply = await app.inject({ method: 'GET', url: `/api/console/orders?${query}` });
    const elapsed = performance.now() - started;
    const body = reply.json<{ t?: { list: unknown[]; total: number }; msg?: string }>();
    if (!body.t) throw new Error(`${name}: ${reply.body}`);
    shown = body.t;
    // The first two warm the caches (query plans, the page of the index) and are not counted.
    if (r >= 2) times.push(elapsed);
  }
  console.log(`| ${name} | ${shown.list.length} | ${shown.total} | ${ms(times, 0.5).toFixed(1)} ms | ${ms(times, 0.95).toFixed(1)} ms |`);
}

await app.close();
await database.close();
rmSync(dataDir, { recursive: true, force: true });
