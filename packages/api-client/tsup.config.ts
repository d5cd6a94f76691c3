import { defineConfig } from 'tsup';

export default defineConfig({
  // The React bindings are their own entry, so a server importing the catalogue never loads React;
  // ./catalogue and ./define hold no browser code (no fetch, JSONP or React) for the server.
  // Entries share chunks (splitting), so a declaration is one object whichever entry imports it.
  entry: {
    index: 'src/index.ts',
    'catalogue/index': 'src/catalogue/index.ts',
    define: 'src/define.ts',
    'react/index': 'src/react/index.ts',
  },
  format: ['esm'],
  splitting: true,
  dts: true,
  sourcemap: true,
  clean: true,
  target: 'es2020',
  external: ['react', 'react/jsx-runtime', '@tanstack/react-query'],
});
