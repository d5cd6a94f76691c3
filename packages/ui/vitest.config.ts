import { defineConfig } from 'vitest/config';
import { vitestPreset } from '@tongxin/vitest-config';

export default defineConfig(vitestPreset({ environment: 'jsdom', setupFiles: ['./test/setup.ts'], testTimeout: 20_000 }));
