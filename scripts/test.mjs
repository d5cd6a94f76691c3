#!/usr/bin/env node
// The README's test command: installs what is needed (pnpm, Debian's Chromium), then runs lint,
// typecheck, unit, component and server tests, the build, the bundle budget and the e2e tests in
// real Chromium, and ends with one closing "N passed, N failed" line over every runner.
import { rmSync } from 'node:fs';
import { CHROMIUM, ensureChromium, ensurePnpm, install, log, root, run, turboEnv } from './lib.mjs';
import { collectReports, printSummary } from '../tooling/test-report/lib.mjs';

const started = Date.now();
const pnpm = ensurePnpm();
ensureChromium();
install(pnpm);

for (const dir of collectReports(root).dirs) rmSync(dir, { recursive: true, force: true });

const steps = [];
const step = (name, command, args) => {
  log(name);
  const status = run(command, args, { env: { ...turboEnv(), CHROMIUM_PATH: CHROMIUM } });
  steps.push({ name, ok: status === 0 });
  return status === 0;
};

const concurrency = ['--concurrency=2'];
step('spec copy equals ../shared/spec', 'node', ['scripts/sync-spec.mjs', '--check']);
if (step('lint, typecheck, unit/component/server tests, build', pnpm, ['turbo', 'run', 'lint', 'typecheck', 'test', 'build', '--continue', ...concurrency])) {
  step('bundle budget', 'node', ['tooling/bundle-budget/bin.mjs']);
  step('e2e in Chromium', pnpm, ['turbo', 'run', 'e2e', ...concurrency]);
}

const ok = printSummary(root, steps, Date.now() - started);
process.exit(ok ? 0 : 1);
