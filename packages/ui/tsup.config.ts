import { copyFile, mkdir, readdir } from 'node:fs/promises';
import { basename, join } from 'node:path';
import { defineConfig, type Options } from 'tsup';

type EsbuildPlugin = NonNullable<Options['esbuildPlugins']>[number];

/**
 * The package's CSS ships as plain files beside the JS (docs/decisions/community-app.md): a component imports
 * its own `./x.css`, the bundle keeps that import as `./x.css` next to dist/index.js, and the file
 * is copied there, so the app's bundler (Vite) loads it like any CSS it imports; a server render
 * drops it. Names are unique across src (the copy is flat).
 */
const ownCss: EsbuildPlugin = {
  name: 'tongxin:own-css',
  setup(build) {
    build.onResolve({ filter: /^\.\.?\/.*\.css$/ }, (args) => ({
      path: `./${basename(args.path)}`,
      external: true,
    }));
  },
};

async function cssFiles(dir: string): Promise<string[]> {
  const found: string[] = [];
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) found.push(...(await cssFiles(path)));
    else if (entry.name.endsWith('.css')) found.push(path);
  }
  return found;
}

export default defineConfig({
  // The map is its own entry, so Leaflet never enters the main one's graph; the server render's
  // helper too, so react-dom/server never enters a browser's.
  entry: ['src/index.ts', 'src/map.ts', 'src/server.ts'],
  format: ['esm'],
  dts: true,
  sourcemap: true,
  clean: true,
  target: 'es2020',
  esbuildPlugins: [ownCss],
  async onSuccess() {
    const files = await cssFiles('src');
    const names = files.map((file) => basename(file));
    const twice = names.find((name, i) => names.indexOf(name) !== i);
    if (twice) throw new Error(`two CSS files named ${twice} in src: dist/ holds them side by side`);
    await mkdir('dist', { recursive: true });
    await Promise.all(files.map((file) => copyFile(file, join('dist', basename(file)))));
  },
});
