import { defineConfig } from 'tsup';

export default defineConfig({
  entry: ['src/index.ts'],
  format: ['esm'],
  dts: true,
  sourcemap: true,
  clean: true,
  target: 'es2020',
  // Each province's districts is a dynamic import(): keep them as separate chunks in dist too.
  splitting: true,
});
