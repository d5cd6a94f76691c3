// Adds up the runners' JSON reports into the test command's closing line, and names every failed
// test just above it: CI keeps only the end of a long output, and a count alone cannot be mended.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

const GROUPS = ['apps', 'packages', 'tooling'];
const MAX_LISTED = 20;

export function collectReports(root) {
  const dirs = [join(root, 'e2e', 'reports')];
  for (const group of GROUPS) {
    const base = join(root, group);
    if (!existsSync(base)) continue;
    for (const name of readdirSync(base)) dirs.push(join(base, name, 'reports'));
  }
  const files = dirs.flatMap((dir) =>
    existsSync(dir)
      ? readdirSync(dir)
          .filter((f) => f.endsWith('.json'))
          .map((f) => join(dir, f))
      : [],
  );
  return { dirs, files };
}

/** A Vitest file's failed tests. */
const failedTests = (file) => (file.assertionResults ?? []).filter((t) => t.status === 'failed');
/** A Vitest file that failed with no failed test in it: an import, a hook, an unhandled error. */
const failedOutsideTests = (file) => file.status === 'failed' && failedTests(file).length === 0;

/** Counts of one report: Vitest's JSON reporter or Playwright's. */
export function countReport(json) {
  if (json && typeof json.numPassedTests === 'number') {
    // A file that fails outside its tests (import, hook, unhandled error) has no failed test in it:
    // count it, so it cannot pass unseen. (numFailedTestSuites counts each describe block around a
    // failed test too, so it would count one failed test two or three times.)
    const failedFiles = (json.testResults ?? []).filter(failedOutsideTests);
    const failed = json.numFailedTests + failedFiles.length;
    return {
      passed: json.numPassedTests,
      failed,
      skipped: (json.numPendingTests ?? 0) + (json.numTodoTests ?? 0),
    };
  }
  if (json && json.stats && typeof json.stats.expected === 'number') {
    return {
      passed: json.stats.expected + (json.stats.flaky ?? 0),
      failed: json.stats.unexpected,
      skipped: json.stats.skipped ?? 0,
    };
  }
  return null;
}

const firstLine = (text) =>
  String(text ?? '')
    // eslint-disable-next-line no-control-regex -- terminal colour codes
    .replace(/\u001b\[[0-9;]*m/g, '')
    .split('\n')
    .map((line) => line.trim())
    .find(Boolean) ?? '';

/**
 * The failed tests of one report, each as "where › name: first line of the error": Vitest's
 * failed tests and files that failed outside a test (import, hook, unhandled error), Playwright's
 * unexpected results.
 *
 * @returns {string[]}
 */
export function listFailures(json) {
  const out = [];
  if (json && Array.isArray(json.testResults)) {
    for (const file of json.testResults) {
      const where = String(file.name ?? '').replace(/^.*?\/(?=(?:src|test|scripts)\/)/, '');
      for (const t of failedTests(file))
        out.push(
          `${where} › ${t.fullName ?? t.title}: ${firstLine((t.failureMessages ?? []).join('\n'))}`,
        );
      if (failedOutsideTests(file)) out.push(`${where}: ${firstLine(file.message)}`);
    }
  }
  if (json && Array.isArray(json.suites)) {
    const walk = (suite, path) => {
      const here = suite.title && !suite.title.endsWith('.ts') ? [...path, suite.title] : path;
      for (const spec of suite.specs ?? []) {
        for (const test of spec.tests ?? []) {
          if (test.status !== 'unexpected') continue;
          const error = (test.results ?? []).map((r) => r.error?.message).find(Boolean);
          out.push(
            `[${test.projectName}] ${spec.file}:${spec.line} › ${[...here, spec.title].join(' › ')}: ${firstLine(error)}`,
          );
        }
      }
      for (const child of suite.suites ?? []) walk(child, here);
    };
    for (const suite of json.suites) walk(suite, []);
  }
  return out;
}

export function printSummary(root, steps, elapsedMs) {
  const totals = { passed: 0, failed: 0, skipped: 0 };
  const failures = [];
  console.log('\n── summary ──');
  for (const file of collectReports(root).files) {
    const json = JSON.parse(readFileSync(file, 'utf8'));
    const counts = countReport(json);
    if (!counts) continue;
    failures.push(
      ...listFailures(json).map((line) => `${relative(root, join(file, '..', '..'))}: ${line}`),
    );
    console.log(
      `  ${relative(root, file).padEnd(48)} ${counts.passed} passed, ${counts.failed} failed`,
    );
    totals.passed += counts.passed;
    totals.failed += counts.failed;
    totals.skipped += counts.skipped;
  }
  if (failures.length > 0) {
    console.log('  failed:');
    for (const line of failures.slice(0, MAX_LISTED)) console.log(`    ${line.slice(0, 400)}`);
    if (failures.length > MAX_LISTED)
      console.log(`    … and ${failures.length - MAX_LISTED} more (see the reports/ folders)`);
  }
  for (const s of steps) console.log(`  ${s.ok ? 'ok  ' : 'FAIL'} ${s.name}`);
  const stepsOk = steps.every((s) => s.ok);
  console.log(`  wall time ${(elapsedMs / 60000).toFixed(1)} min`);
  // A failed step with no failing test (lint, typecheck, build, budget) still counts as a failure.
  const failed = totals.failed + (stepsOk || totals.failed > 0 ? 0 : 1);
  console.log(
    `${totals.passed} passed, ${failed} failed${totals.skipped ? `, ${totals.skipped} skipped` : ''}`,
  );
  return stepsOk && totals.failed === 0;
}
