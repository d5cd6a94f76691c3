#!/usr/bin/env node
// The README's start command: installs, builds, migrates, seeds demo tenants 1000 and 3073 (on an
// empty database) and starts the platform on an embedded database. Ctrl-C stops it cleanly.
import { spawn } from 'node:child_process';
import { resolve } from 'node:path';
import { ensurePnpm, install, log, root, runOrExit, turboEnv } from './lib.mjs';

const pnpm = ensurePnpm();
install(pnpm);
log('building');
runOrExit(pnpm, ['turbo', 'run', 'build', '--filter=@tongxin/server', '--filter=@tongxin/community-h5', '--filter=@tongxin/university', '--filter=@tongxin/console', '--output-logs=errors-only'], { env: turboEnv() });

log('starting the server (migrations run on start; an empty database gets the demo tenants)');
const server = spawn(process.execPath, ['dist/main.js'], {
  cwd: resolve(root, 'apps', 'server'),
  stdio: 'inherit',
  env: { ...process.env, DATA_DIR: process.env.DATA_DIR ?? resolve(root, '.data') },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
