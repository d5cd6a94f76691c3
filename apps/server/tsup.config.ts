import { defineConfig } from 'tsup';

// The server bundles the workspace packages it uses (read through their "source" condition) and
// leaves npm dependencies external, so dist runs with plain node.
export default defineConfig({
  // The image pool's worker is a file of its own beside main.js (src/providers/image-pool.ts loads ./image-worker.js).
  entry: { main: 'src/main.ts', 'cli/admin': 'src/cli/admin.ts', 'cli/seed': 'src/cli/seed.ts', 'image-worker': 'src/providers/image-worker.ts' },
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
