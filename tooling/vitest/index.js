import { availableParallelism } from 'node:os';
import { defaultClientConditions, defaultServerConditions } from 'vite';

/**
 * The shared Vitest preset. Workspace packages resolve through their "source" condition, so a
 * test reads src without a watch build; every run writes reports/vitest.json, which the root
 * test command adds up into its closing "N passed" line.
 *
 * @param {{ environment?: 'node' | 'jsdom', setupFiles?: string[], include?: string[], testTimeout?: number }} [options]
 * @returns {import('vitest/config').UserConfig}
 */
export function vitestPreset(options = {}) {
  const environment = options.environment ?? 'node';
  return {
    resolve: { conditions: ['source', ...defaultClientConditions] },
    ssr: { resolve: { conditions: ['source', ...defaultServerConditions] } },
    test: {
      environment,
      setupFiles: options.setupFiles ?? [],
      include: options.include ?? ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.{ts,mjs}'],
      // A DOM test waits for several things a user sees, each up to ASYNC_UTIL_TIMEOUT on a loaded
      // machine (./dom-setup.js).
      testTimeout: options.testTimeout ?? (environment === 'jsdom' ? 30_000 : 10_000),
      // Hooks (a DOM test's cleanup, a suite's setup) slow down on a loaded machine as tests do.
      hookTimeout: options.testTimeout ?? (environment === 'jsdom' ? 30_000 : 10_000),
      reporters: process.env.CI ? ['dot', 'json'] : ['default', 'json'],
      outputFile: { json: 'reports/vitest.json' },
      passWithNoTests: false,
      ...(environment === 'jsdom' ? domPool() : {}),
    },
  };
}

/**
 * DOM suites run in worker threads, at least two. A DOM test file spends most of its time
 * importing React, react-vant and the page and setting up jsdom, which threads start faster than
 * forked processes (a sample of 29 community files: 74 s forked, 66 s in threads). Vitest's default
 * of one worker on 2 cores left a core idle once the community suite, the test command's long pole,
 * was the last task running.
 *
 * @returns {import('vitest/config').UserConfig['test']}
 */
function domPool() {
  return { pool: 'threads', maxWorkers: Math.max(2, availableParallelism() - 1), minWorkers: 1 };
}
