#!/usr/bin/env node
// The first-screen benchmark on a throttled phone (a benchmark, not a test: it is not part of `npm test`).
// Builds the server and both apps, starts the real server on 127.0.0.1 with a fresh seeded
// database, loads each landing page cold in /usr/bin/chromium under slow-4G and 4x CPU
// throttling, and prints FCP, LCP, JS/CSS bytes, requests and CLS per page: medians of --runs.
//
//   pnpm bench:first-screen [--runs 5] [--no-build] [--base-url http://127.0.0.1:3000]
//                           [--page home] [--json out.json]
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { chromium } from 'playwright-core';
import { formatTable, LANDING_PAGES, measureLoad, summarize, THROTTLING } from './lib.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
const { values: opts } = parseArgs({
  options: {
    runs: { type: 'string', default: '5' },
    'no-build': { type: 'boolean', default: false },
    'base-url': { type: 'string' },
    page: { type: 'string', multiple: true },
    json: { type: 'string' },
  },
});
const runs = Number(opts.runs);
if (!Number.isInteger(runs) || runs < 1) throw new Error('--runs takes a whole number of runs, at least 1');
const pages = opts.page?.length ? LANDING_PAGES.filter((p) => opts.page.includes(p.name)) : LANDING_PAGES;
if (pages.length === 0) throw new Error(`--page takes one of: ${LANDING_PAGES.map((p) => p.name).join(', ')}`);

function freePort() {
  return new Promise((done, fail) => {
    const probe = createServer();
    probe.unref();
    probe.on('error', fail);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => done(port));
    });
  });
}

/** The real server on a free loopback port with a fresh embedded database (seeded on start). */
async function startServer() {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'tongxin-bench-'));
  const env = { ...process.env, HOST: '127.0.0.1', PORT: String(port), DATA_DIR: dataDir };
  delete env.DATABASE_URL;
  const server = spawn(process.execPath, ['dist/main.js'], { cwd: join(root, 'apps', 'server'), env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  await new Promise((ready, fail) => {
    const timer = setTimeout(() => {
      server.kill('SIGKILL');
      rmSync(dataDir, { recursive: true, force: true });
      fail(new Error(`the server did not start in 300 s:\n${output}`));
    }, 300_000);
    const onData = (chunk) => {
      output += chunk.toString();
      if (output.includes('/app/university/frame/home')) {
        clearTimeout(timer);
        ready();
      }
    };
    server.stdout.on('data', onData);
    server.stderr.on('data', onData);
    server.on('exit', (code) => {
      clearTimeout(timer);
      fail(new Error(`the server exited with ${code}:\n${output}`));
    });
  });
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    async stop() {
      server.removeAllListeners('exit');
      const exited = new Promise((done) => server.once('exit', done));
      server.kill('SIGTERM');
      await Promise.race([exited, new Promise((done) => setTimeout(done, 10_000))]);
      if (server.exitCode === null) server.kill('SIGKILL');
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

if (!opts['no-build'] && !opts['base-url']) {
  const build = spawnSync(
    'pnpm',
    ['turbo', 'run', 'build', '--filter=@tongxin/server', '--filter=@tongxin/community-h5', '--filter=@tongxin/university', '--output-logs=errors-only'],
    { cwd: root, stdio: 'inherit', env: { ...process.env, TURBO_TELEMETRY_DISABLED: '1' } },
  );
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const server = opts['base-url'] ? null : await startServer();
const baseUrl = opts['base-url'] ?? server.baseUrl;
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
});

const results = [];
try {
  // One warm-up load per page (the server's first answers compile queries and fill caches), not counted.
  for (const p of pages) await measureLoad(browser, baseUrl + p.path, { throttling: { ...THROTTLING, latencyMs: 0, downloadBitsPerSecond: 1e9, uploadBitsPerSecond: 1e9, cpuSlowdown: 1 }, quietMs: 500 });
  for (let run = 1; run <= runs; run += 1) {
    for (const p of pages) {
      // A load that painted nothing (a request lost on a loaded machine) is tried again, once.
      let r = await measureLoad(browser, baseUrl + p.path);
      if (r.fcp === null) {
        process.stderr.write(`run ${run}/${runs} ${p.name}: nothing painted (${r.requests} requests), trying again\n`);
        r = await measureLoad(browser, baseUrl + p.path);
      }
      if (r.fcp === null) {
        process.stderr.write(`run ${run}/${runs} ${p.name}: nothing painted twice, left out (is ${baseUrl + p.path} broken?)\n`);
        continue;
      }
      results.push({ page: p.name, run, ...r });
      process.stderr.write(`run ${run}/${runs} ${p.name}: FCP ${Math.round(r.fcp ?? 0)} ms, LCP ${Math.round(r.lcp ?? 0)} ms, ${r.requests} requests\n`);
    }
  }
} finally {
  await browser.close();
  await server?.stop();
}

const rows = summarize(results).map((r) => ({ ...r, page: `${r.page} ${pages.find((p) => p.name === r.page)?.path ?? ''}` }));
console.log(
  `\nFirst screen, cold loads: ${THROTTLING.latencyMs} ms RTT, ${THROTTLING.downloadBitsPerSecond / 1e6} Mbps down, CPU ${THROTTLING.cpuSlowdown}x, 375x667 DPR 2; medians of ${runs} (bytes as transferred)\n`,
);
console.log(formatTable(rows));
if (opts.json) writeFileSync(opts.json, JSON.stringify({ throttling: THROTTLING, runs: results, summary: rows }, null, 2));
