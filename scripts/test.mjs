#!/usr/bin/env node
// The README's test command: installs what is needed (pnpm, Debian's Chromium), then runs lint,
// typecheck, unit, component and server tests, the build, the bundle budget and the e2e tests in
// real Chromium, and ends with one closing "N passed, N failed" line over every runner.
//
// Two phases, so that 2 cores are busy all the way (docs/decisions.md, "The test command's
// phases"): first everything but the server package's checks and suite, packed by turbo; then the
// server's suite beside the e2e journeys. A journey mostly waits (the server, its timers, network
// idle) and the server suite fills those waits; run one after the other they left a core idle for
// much of 30 minutes.
import { rmSync } from 'node:fs';
import { CHROMIUM, ensureChromium, ensurePnpm, install, log, root, runAsync, turboEnv } from './lib.mjs';
import { collectReports, printSummary } from './summary.mjs';

const started = Date.now();
const pnpm = ensurePnpm();
ensureChromium();
install(pnpm);

for (const dir of collectReports(root).dirs) rmSync(dir, { recursive: true, force: true });

const steps = [];
const step = async (name, command, args) => {
  log(`${name} …`);
  const status = await runAsync(command, args, { env: { ...turboEnv(), CHROMIUM_PATH: CHROMIUM } });
  steps.push({ name, ok: status === 0 });
  log(`${name}: ${status === 0 ? 'ok' : 'FAILED'} (${((Date.now() - started) / 60000).toFixed(1)} min in)`);
  return status === 0;
};

const turbo = (...args) => ['turbo', 'run', ...args, '--continue', '--concurrency=2'];
const SERVER = '@tongxin/server';

await step('spec copy equals ../shared/spec', 'node', ['scripts/sync-spec.mjs', '--check']);
// Phase 1: the builds, and lint, typecheck and unit/component tests of every package but the server.
await step('build; lint, typecheck, unit and component tests', pnpm, turbo('build', 'lint', 'typecheck', 'test', `--filter=!${SERVER}`));
await step('bundle budget', 'node', ['tooling/bundle-budget/bin.mjs']);
// Phase 2: the server's checks and suite beside the journeys (turbo builds the server first for e2e).
await Promise.all([
  step('server: lint, typecheck, suite', pnpm, turbo('lint', 'typecheck', 'test', `--filter=${SERVER}`)),
  step('e2e in Chromium', pnpm, turbo('e2e')),
]);

const ok = printSummary(root, steps, Date.now() - started);
process.exit(ok ? 0 : 1);
