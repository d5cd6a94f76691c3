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
 * DOM suites run in worker threads, at least two, without isolation: a worker keeps the libraries
 * it loaded (React, react-vant, Testing Library) and one window from file to file, and evaluates
 * only the project's own modules afresh for each file (./dom-setup.js). Importing those libraries
 * and making a window for every file was most of what a DOM test file cost: the community suite
 * took 870 s isolated on 2 cores, 95 s like this on the same machine under load.
 *
 * @returns {import('vitest/config').UserConfig['test']}
 */
function domPool() {
  return { pool: 'threads', isolate: false, maxWorkers: Math.max(2, availableParallelism() - 1), minWorkers: 1 };
}
