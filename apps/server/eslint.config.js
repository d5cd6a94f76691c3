import { config } from '@tongxin/eslint-config';
import boundaries from './eslint/module-boundaries.js';

export default [
  ...config(),
  {
    files: ['src/**/*.ts', 'scripts/**/*.ts'],
    plugins: { server: boundaries },
    rules: { 'server/module-boundaries': 'error' },
  },
];
