import { defineConfig } from 'tsup';

export default defineConfig({
  // The React bindings are their own entry, so a server importing the catalogue never loads React.
  entry: { index: 'src/index.ts', 'react/index': 'src/react/index.ts' },
  format: ['esm'],
  dts: true,
  sourcemap: true,
  clean: true,
  target: 'es2020',
  external: ['react', 'react/jsx-runtime', '@tanstack/react-query'],
});
