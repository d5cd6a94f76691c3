import { defineConfig } from 'vitest/config';
import { vitestPreset } from '@tongxin/vitest-config';

export default defineConfig(vitestPreset({ include: ['*.test.mjs'] }));
