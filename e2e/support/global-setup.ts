import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

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

/**
 * Builds the apps and the server (a turbo cache hit when the test command already built them),
 * starts the server on a free loopback port with a fresh embedded database, and stops it after.
 */
export default async function globalSetup() {
  const build = spawnSync(
    'pnpm',
    ['turbo', 'run', 'build', '--filter=@tongxin/server', '--filter=@tongxin/community-h5', '--filter=@tongxin/university', '--output-logs=errors-only'],
    { cwd: root, stdio: 'inherit', env: { ...process.env, TURBO_TELEMETRY_DISABLED: '1' } },
  );
  if (build.status !== 0) throw new Error('the build failed');

  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'tongxin-e2e-'));
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    HOST: '127.0.0.1',
    PORT: String(port),
    DATA_DIR: dataDir,
    ADMIN_TOKEN: 'e2e-admin-token-0123456789',
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
    const timer = setTimeout(() => fail(new Error(`the server did not start in 180 s:\n${output}`)), 180_000);
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

  process.env.E2E_BASE_URL = `http://127.0.0.1:${port}`;
  process.env.E2E_ADMIN_TOKEN = env.ADMIN_TOKEN;

  return async () => {
    server.removeAllListeners('exit');
    const exited = new Promise((done) => server.once('exit', done));
    server.kill('SIGTERM');
    await Promise.race([exited, new Promise((done) => setTimeout(done, 10_000))]);
    if (server.exitCode === null) server.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  };
}
