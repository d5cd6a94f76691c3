import { defineConfig } from 'tsup';

export default defineConfig({
  // The map is its own entry, so Leaflet never enters the main one's graph.
  entry: ['src/index.ts', 'src/map.ts'],
  format: ['esm'],
  dts: true,
  sourcemap: true,
  clean: true,
  target: 'es2020',
});
