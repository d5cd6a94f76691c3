import { defineConfig, mergeConfig } from 'vitest/config';
import { vitestPreset } from '@tongxin/vitest-config';

// Opening PGlite, migrating and seeding every module takes seconds, and on a 2-core machine shared
// with other jobs it took over 30 s (fresh-clone run at load average 30): a test or hook may take
// two minutes before it counts as hung. Tests still wait on results, never on time.
export default mergeConfig(
  defineConfig(vitestPreset({ environment: 'node', testTimeout: 120_000 })),
  // The seeded databases every test app copies, made once per run (src/testing/seeded-template.ts).
  // Two workers, not Vitest's default of one on 2 cores: the suite is the test command's long
  // pole, and a file waiting on PostgreSQL or on PGlite's start leaves its core idle.
  // Without isolation: a worker imports the server (every module, Fastify, Drizzle, PGlite) once,
  // not once a file; each test still starts its own app on its own database. Collecting took 87 of
  // 14 files' 197 s isolated, 13 s shared (the whole suite: 36 s).
  defineConfig({ test: { hookTimeout: 120_000, globalSetup: ['./src/testing/global-setup.ts'], maxWorkers: 2, minWorkers: 1, isolate: false } }),
);
