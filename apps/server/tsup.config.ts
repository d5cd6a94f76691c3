import { defineConfig } from 'tsup';

// The server bundles the workspace packages it uses (read through their "source" condition) and
// leaves npm dependencies external, so dist runs with plain node.
export default defineConfig({
  entry: ['src/main.ts', 'src/cli/admin.ts', 'src/cli/seed.ts'],
  format: ['esm'],
  platform: 'node',
  target: 'node20',
  sourcemap: true,
  clean: true,
  noExternal: [/^@tongxin\//],
  esbuildOptions(options) {
    options.conditions = ['source'];
  },
});
