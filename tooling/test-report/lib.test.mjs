import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { countReport, listFailures, printSummary } from './lib.mjs';

// The shapes the runners write: Vitest's JSON reporter and Playwright's.
const vitestReport = {
  numPassedTests: 3,
  numFailedTests: 1,
  numFailedTestSuites: 3, // the two files and the describe block around the failed test
  numPendingTests: 1,
  numTodoTests: 0,
  testResults: [
    {
      name: '/w/packages/ui/src/form/form-renderer.test.tsx',
      status: 'failed',
      message: '',
      assertionResults: [
        {
          title: 'stores a date',
          fullName: 'FormRenderer stores a date',
          status: 'passed',
          failureMessages: [],
        },
        {
          title: 'keeps the date',
          fullName: 'FormRenderer keeps the date',
          status: 'failed',
          failureMessages: [
            '\u001b[31mTestingLibraryElementError: Unable to find role "dialog"\u001b[39m\n    at waitFor (x.js:1:1)',
          ],
        },
      ],
    },
    {
      name: '/w/packages/ui/src/map/map.test.tsx',
      status: 'failed',
      message: '\nFailed to load url leaflet\n at x',
      assertionResults: [],
    },
    {
      name: '/w/packages/ui/src/qr/qr.test.tsx',
      status: 'passed',
      message: '',
      assertionResults: [{ title: 'a', fullName: 'a', status: 'passed', failureMessages: [] }],
    },
  ],
};

const playwrightReport = {
  stats: { expected: 5, unexpected: 1, flaky: 1, skipped: 2 },
  suites: [
    {
      title: 'act/act.spec.ts',
      file: 'act/act.spec.ts',
      specs: [],
      suites: [
        {
          title: 'activity',
          file: 'act/act.spec.ts',
          specs: [
            {
              title: 'enrols two and pays',
              file: 'act/act.spec.ts',
              line: 12,
              tests: [
                {
                  projectName: 'wechat',
                  status: 'unexpected',
                  results: [
                    {
                      status: 'failed',
                      error: {
                        message: 'Error: expect(locator).toBeVisible() failed\n\nLocator: …',
                      },
                    },
                  ],
                },
                {
                  projectName: 'browser',
                  status: 'flaky',
                  results: [{ status: 'failed', error: { message: 'x' } }, { status: 'passed' }],
                },
                { projectName: 'app', status: 'expected', results: [{ status: 'passed' }] },
              ],
            },
          ],
        },
      ],
    },
  ],
};

describe('countReport', () => {
  it('counts each failed test once, and a file that failed to load as a failure even with no failed test', () => {
    expect(countReport(vitestReport)).toEqual({ passed: 3, failed: 2, skipped: 1 });
  });

  it("counts Playwright's flaky results as passed and its unexpected ones as failed", () => {
    expect(countReport(playwrightReport)).toEqual({ passed: 6, failed: 1, skipped: 2 });
  });

  it('ignores a JSON file that is neither report', () => {
    expect(countReport({ hello: 1 })).toBeNull();
  });
});

describe('listFailures', () => {
  it("names each failed Vitest test with its file and the error's first line, without colour codes", () => {
    expect(listFailures(vitestReport)).toEqual([
      'src/form/form-renderer.test.tsx › FormRenderer keeps the date: TestingLibraryElementError: Unable to find role "dialog"',
      'src/map/map.test.tsx: Failed to load url leaflet',
    ]);
  });

  it('names each unexpected Playwright result with its project and place; a flaky one that passed is not listed', () => {
    expect(listFailures(playwrightReport)).toEqual([
      '[wechat] act/act.spec.ts:12 › activity › enrols two and pays: Error: expect(locator).toBeVisible() failed',
    ]);
  });

  it('lists nothing for a green report', () => {
    expect(listFailures({ ...vitestReport, testResults: [vitestReport.testResults[2]] })).toEqual(
      [],
    );
  });
});

describe('printSummary', () => {
  let root;
  afterEach(() => {
    if (root) rmSync(root, { recursive: true, force: true });
    vi.restoreAllMocks();
  });

  const write = (path, json) => {
    mkdirSync(join(root, path, '..'), { recursive: true });
    writeFileSync(join(root, path), JSON.stringify(json));
  };

  it('ends with the closing line and names the failed tests above it', () => {
    root = mkdtempSync(join(tmpdir(), 'test-report-'));
    write('packages/ui/reports/vitest.json', vitestReport);
    write('e2e/reports/playwright.json', playwrightReport);
    const lines = [];
    vi.spyOn(console, 'log').mockImplementation((line) => lines.push(line));

    const ok = printSummary(root, [{ name: 'tests', ok: false }], 90_000);

    expect(ok).toBe(false);
    expect(lines.at(-1)).toBe('9 passed, 3 failed, 3 skipped');
    const failed = lines.indexOf('  failed:');
    expect(failed).toBeGreaterThan(-1);
    expect(lines.slice(failed + 1, failed + 4)).toEqual([
      '    e2e: [wechat] act/act.spec.ts:12 › activity › enrols two and pays: Error: expect(locator).toBeVisible() failed',
      '    packages/ui: src/form/form-renderer.test.tsx › FormRenderer keeps the date: TestingLibraryElementError: Unable to find role "dialog"',
      '    packages/ui: src/map/map.test.tsx: Failed to load url leaflet',
    ]);
  });

  it('passes when every step and test passed, and counts a failed step with no failed test as one failure', () => {
    root = mkdtempSync(join(tmpdir(), 'test-report-'));
    write('tooling/x/reports/vitest.json', {
      ...vitestReport,
      numFailedTests: 0,
      numFailedTestSuites: 0,
      testResults: [],
    });
    const lines = [];
    vi.spyOn(console, 'log').mockImplementation((line) => lines.push(line));

    expect(printSummary(root, [{ name: 'tests', ok: true }], 1)).toBe(true);
    expect(lines.at(-1)).toBe('3 passed, 0 failed, 1 skipped');
    expect(lines).not.toContain('  failed:');

    lines.length = 0;
    expect(printSummary(root, [{ name: 'lint', ok: false }], 1)).toBe(false);
    expect(lines.at(-1)).toBe('3 passed, 1 failed, 1 skipped');
  });
});
