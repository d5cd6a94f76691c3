import { defineConfig, mergeConfig } from 'vitest/config';
import base from '/work/wt/speed/apps/community-h5/vitest.config';
export default mergeConfig(base, defineConfig({ test: { deps: { optimizer: { web: { enabled: true } } } } }));
