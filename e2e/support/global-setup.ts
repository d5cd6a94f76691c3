import { spawn, spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { FullConfig } from '@playwright/test';
import { E2E_OPERATOR, E2E_OPERATOR_DEVICE, signInStaff } from './staff';

const root = resolve(import.meta.dirname, '..', '..');

function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const probe = createServer();
    probe.unref();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolvePort(port));
    });
  });
}

/** The projects this run selects (`--project name`, repeatable; all of them when none is named). */
function selectedProjects(config: FullConfig): string[] {
  const named: string[] = [];
  const argv = process.argv;
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] ?? '';
    if (arg === '--project' && argv[i + 1]) named.push(argv[++i] ?? '');
    else if (arg.startsWith('--project=')) named.push(arg.slice('--project='.length));
  }
  const all = config.projects.map((p) => p.name);
  const chosen = all.filter((name) => named.length === 0 || named.includes(name));
  return chosen.length > 0 ? chosen : all;
}

/**
 * Starts the built server on a free loopback port with an embedded database of its own in
 * `dataDir` (seeded at start when empty); stopping it removes the folder.
 */
async function startServer(dataDir: string): Promise<{ url: string; stop: (options?: { keepData?: boolean }) => Promise<void> }> {
  const port = await freePort();
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    HOST: '127.0.0.1',
    PORT: String(port),
    DATA_DIR: dataDir,
    OPERATOR_MOBILE: E2E_OPERATOR.mobile,
    OPERATOR_PASSWORD: E2E_OPERATOR.password,
    SMS_EXPOSE_CODES: '1',
    // The emulated WeChat bridge pays through the sandbox's dev endpoint (off unless asked for).
    PAY_SANDBOX_ENDPOINT: '1',
    // Crowdfunding journeys launch projects that end within seconds and are settled at once.
    CF_MIN_MINUTES: '0',
    CF_SWEEP_SECONDS: '2',
  };
  delete env.DATABASE_URL; // e2e always runs on a fresh embedded database
  const server = spawn(process.execPath, ['dist/main.js'], { cwd: join(root, 'apps', 'server'), env, stdio: ['ignore', 'pipe', 'pipe'] });

  let output = '';
  await new Promise<void>((ready, fail) => {
    const timer = setTimeout(() => fail(new Error(`the server did not start in 240 s:\n${output}`)), 240_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('/app/university/frame/home')) {
        clearTimeout(timer);
        ready();
      }
    };
    server.stdout.on('data', onData);
    server.stderr.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    server.on('exit', (code) => {
      clearTimeout(timer);
      fail(new Error(`the server exited with ${code}:\n${output}`));
    });
  });

  return {
    url: `http://127.0.0.1:${port}`,
    async stop(options: { keepData?: boolean } = {}) {
      server.removeAllListeners('exit');
      const exited = new Promise((done) => server.once('exit', done));
      server.kill('SIGTERM');
      await Promise.race([exited, new Promise((done) => setTimeout(done, 10_000))]);
      if (server.exitCode === null) server.kill('SIGKILL');
      if (!options.keepData) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * Builds the apps and the server (a turbo cache hit when the test command already built them),
 * then starts one server per project, each on a fresh embedded database: the projects run the
 * same journeys at once, and a journey that takes a seeded unit (the last place of an activity,
 * the one cabin) takes it on its own project's server. E2E_BASE_URLS maps each project to its
 * server; the fixtures give each worker its project's (support/fixtures.ts).
 */
export default async function globalSetup(config: FullConfig) {
  const build = spawnSync(
    'pnpm',
    ['turbo', 'run', 'build', '--filter=@tongxin/server', '--filter=@tongxin/community-h5', '--filter=@tongxin/university', '--filter=@tongxin/console', '--output-logs=errors-only'],
    { cwd: root, stdio: 'inherit', env: { ...process.env, TURBO_TELEMETRY_DISABLED: '1' } },
  );
  if (build.status !== 0) throw new Error('the build failed');

  const projects = selectedProjects(config);
  // Seeding is most of a start (80 s of a loaded 2-core machine, against 26 s to open a seeded
  // database): with more than one project, one server seeds a database, stops, and each project's
  // server opens a copy of it.
  const dataDirs = projects.map(() => mkdtempSync(join(tmpdir(), 'tongxin-e2e-')));
  if (projects.length > 1) {
    const template = mkdtempSync(join(tmpdir(), 'tongxin-e2e-seed-'));
    await (await startServer(template)).stop({ keepData: true });
    for (const dir of dataDirs) cpSync(template, dir, { recursive: true });
    rmSync(template, { recursive: true, force: true });
  }
  const started = await Promise.allSettled(dataDirs.map((dir) => startServer(dir)));
  const servers = started.flatMap((s) => (s.status === 'fulfilled' ? [s.value] : []));
  const failed = started.find((s): s is PromiseRejectedResult => s.status === 'rejected');
  if (failed) {
    await Promise.all(servers.map((s) => s.stop()));
    throw failed.reason;
  }

  // The operator proves its device once on each server (the SMS code of a new device), so the
  // journeys' admin calls sign in with the password alone, in parallel.
  for (const server of servers) {
    const post = async (path: string, body: unknown) => (await fetch(server.url + path, { method: 'POST', headers: { 'content-type': 'text/plain;charset=UTF-8' }, body: JSON.stringify(body) })).json();
    const get = async (path: string) => (await fetch(server.url + path)).json();
    await signInStaff(post, get, E2E_OPERATOR.mobile, E2E_OPERATOR.password, E2E_OPERATOR_DEVICE);
  }

  const urls = Object.fromEntries(projects.map((name, i) => [name, servers[i]?.url ?? '']));
  process.env.E2E_BASE_URLS = JSON.stringify(urls);
  process.env.E2E_BASE_URL = servers[0]?.url;

  return async () => {
    await Promise.all(servers.map((s) => s.stop()));
  };
}
