// Adds up the runners' JSON reports into the test command's closing line.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

const GROUPS = ['apps', 'packages', 'tooling'];

export function collectReports(root) {
  const dirs = [join(root, 'e2e', 'reports')];
  for (const group of GROUPS) {
    const base = join(root, group);
    if (!existsSync(base)) continue;
    for (const name of readdirSync(base)) dirs.push(join(base, name, 'reports'));
  }
  const files = dirs.flatMap((dir) => (existsSync(dir) ? readdirSync(dir).filter((f) => f.endsWith('.json')).map((f) => join(dir, f)) : []));
  return { dirs, files };
}

/** Counts of one report: Vitest's JSON reporter or Playwright's. */
export function countReport(json) {
  if (json && typeof json.numPassedTests === 'number') {
    // A suite that fails to load has no failed test in it: count it, so it cannot pass unseen.
    const failed = Math.max(json.numFailedTests, json.numFailedTestSuites ?? 0);
    return { passed: json.numPassedTests, failed, skipped: (json.numPendingTests ?? 0) + (json.numTodoTests ?? 0) };
  }
  if (json && json.stats && typeof json.stats.expected === 'number') {
    return { passed: json.stats.expected + (json.stats.flaky ?? 0), failed: json.stats.unexpected, skipped: json.stats.skipped ?? 0 };
  }
  return null;
}

export function printSummary(root, steps, elapsedMs) {
  const totals = { passed: 0, failed: 0, skipped: 0 };
  console.log('\n── summary ──');
  for (const file of collectReports(root).files) {
    const counts = countReport(JSON.parse(readFileSync(file, 'utf8')));
    if (!counts) continue;
    console.log(`  ${relative(root, file).padEnd(48)} ${counts.passed} passed, ${counts.failed} failed`);
    totals.passed += counts.passed;
    totals.failed += counts.failed;
    totals.skipped += counts.skipped;
  }
  for (const s of steps) console.log(`  ${s.ok ? 'ok  ' : 'FAIL'} ${s.name}`);
  const stepsOk = steps.every((s) => s.ok);
  console.log(`  wall time ${(elapsedMs / 60000).toFixed(1)} min`);
  // A failed step with no failing test (lint, typecheck, build, budget) still counts as a failure.
  const failed = totals.failed + (stepsOk || totals.failed > 0 ? 0 : 1);
  console.log(`${totals.passed} passed, ${failed} failed${totals.skipped ? `, ${totals.skipped} skipped` : ''}`);
  return stepsOk && totals.failed === 0;
}
