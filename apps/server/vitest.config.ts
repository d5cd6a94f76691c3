import { defineConfig, mergeConfig } from 'vitest/config';
import { vitestPreset } from '@tongxin/vitest-config';

// Opening PGlite and migrating takes seconds on a loaded 2-core machine: hooks get a minute.
export default mergeConfig(
  defineConfig(vitestPreset({ environment: 'node', testTimeout: 30_000 })),
  defineConfig({ test: { hookTimeout: 120_000 } }),
);
