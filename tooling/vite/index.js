import { readFile, readdir, writeFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defaultClientConditions, defaultServerConditions } from 'vite';

const COMPRESSIBLE = /\.(js|css|html|svg|json|txt)$/;

/**
 * Writes .br and .gz next to every compressible file of the build, so the server sends
 * precompressed bytes instead of compressing on every request.
 * @returns {import('vite').Plugin}
 */
export function precompress() {
  let outDir = 'dist';
  let ssr = false;
  return {
    name: 'tongxin:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir;
      ssr = Boolean(config.build.ssr);
    },
    async closeBundle() {
      // The server's render module is read from disk by the server, never sent.
      if (ssr) return;
      const walk = async (dir) => {
        for (const entry of await readdir(dir, { withFileTypes: true })) {
          const path = join(dir, entry.name);
          if (entry.isDirectory()) await walk(path);
          else if (COMPRESSIBLE.test(entry.name)) {
            const data = await readFile(path);
            if (data.length < 512) continue;
            await writeFile(`${path}.gz`, gzipSync(data, { level: 9 }));
            await writeFile(
              `${path}.br`,
              brotliCompressSync(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
            );
          }
        }
      };
      await walk(outDir);
    },
  };
}

/**
 * Preloads the landing page's chunk (and the chunks it imports, and its CSS) from index.html, so
 * the page most visitors land on does not wait for the entry script to ask for it (one round trip
 * less on a slow network: ARCHITECTURE §7). Other landings pay a few KB fetched in parallel.
 *
 * @param {string} landingPage the page's source, relative to the app (e.g. 'src/pages/home-page.tsx')
 * @returns {import('vite').Plugin}
 */
export function preloadLandingPage(landingPage) {
  let base = '/';
  return {
    name: 'tongxin:preload-landing-page',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, ctx) {
        const bundle = ctx.bundle;
        if (!bundle) return [];
        const chunks = Object.values(bundle).filter((c) => c.type === 'chunk');
        const landing = chunks.find((c) => c.facadeModuleId?.replaceAll('\\', '/').endsWith(landingPage));
        if (!landing) throw new Error(`the landing page ${landingPage} is not a chunk of the build`);
        const entry = chunks.find((c) => c.isEntry);
        const already = new Set(entry ? [entry.fileName, ...entry.imports] : []);
        const files = new Set();
        const css = new Set();
        const visit = (fileName) => {
          const chunk = chunks.find((c) => c.fileName === fileName);
          if (!chunk || files.has(fileName) || already.has(fileName)) return;
          files.add(fileName);
          for (const file of chunk.viteMetadata?.importedCss ?? []) css.add(file);
          chunk.imports.forEach(visit);
        };
        visit(landing.fileName);
        return [
          ...[...css].map((file) => ({ tag: 'link', attrs: { rel: 'stylesheet', href: `${base}${file}` }, injectTo: 'head' })),
          ...[...files].map((file) => ({
            tag: 'link',
            attrs: { rel: 'modulepreload', crossorigin: true, href: `${base}${file}` },
            injectTo: 'head',
          })),
        ];
      },
    },
  };
}

/** A page module of an app: a `.tsx` file in a `pages/` folder of its `src` (tests excluded). */
const PAGE_MODULE = /\/src\/(?:.+\/)?pages\/[^/]+\.tsx$/;

/**
 * In the server build only, each page module also exports `pageSource`: its path in the app
 * (`src/modules/mall/pages/store-list-page.tsx`), the key of its chunk in the client build's
 * `.vite/manifest.json`. The server render says which page it rendered, and the server puts that
 * page's own CSS into the HTML: without it a server-rendered page shows unstyled until
 * its stylesheet arrives, and jumps.
 *
 * @returns {import('vite').Plugin}
 */
export function pageSources() {
  let root = process.cwd();
  return {
    name: 'tongxin:page-sources',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    transform(code, id, options) {
      const file = id.split('?')[0].replaceAll('\\', '/');
      if (!options?.ssr || !PAGE_MODULE.test(file) || /\.test\.tsx$/.test(file)) return null;
      const source = relative(root, file).replaceAll('\\', '/');
      return { code: `${code}\nexport const pageSource = ${JSON.stringify(source)};\n`, map: null };
    },
  };
}

/**
 * The Vite config both apps share: React, the "source" condition so workspace packages are read
 * from src, a manifest for the bundle budget, precompressed assets, and the landing page's chunk
 * preloaded from index.html.
 *
 * @param {{ base: string, port: number, landingPage?: string, apiTarget?: string }} options
 * @returns {import('vite').UserConfig}
 */
export function appConfig({ base, port, landingPage, apiTarget = process.env.TONGXIN_API ?? 'http://127.0.0.1:8080' }) {
  return {
    base,
    plugins: [react(), precompress(), pageSources(), ...(landingPage ? [preloadLandingPage(landingPage)] : [])],
    resolve: { conditions: ['source', ...defaultClientConditions] },
    // The server render of the landing pages (`vite build --ssr`): workspace packages
    // from source and react-vant bundled (its CSS imports are dropped), other dependencies from node_modules.
    ssr: {
      resolve: { conditions: ['source', ...defaultServerConditions], externalConditions: ['source'] },
      noExternal: [/^@tongxin\//, 'react-vant'],
    },
    build: {
      // No per-import dependency lists in the entry: with ~300 lazy routes Vite's preload map
      // (__vite__mapDeps) cost ~10 KB gzip of every first load. A page's shared chunks are fetched
      // as its chunk is parsed (one more round trip on a navigation); the landing page's are in
      // the HTML as modulepreload (preloadLandingPage). docs/decisions/first-load.md.
      modulePreload: { resolveDependencies: (_file, deps, { hostType }) => (hostType === 'js' ? [] : deps) },
      manifest: true,
      target: 'es2020',
      sourcemap: true,
      assetsInlineLimit: 2048,
    },
    server: {
      host: '127.0.0.1',
      port,
      // In development the app talks to the reference server: start it with `pnpm --filter @tongxin/server dev`.
      proxy: {
        '/api': apiTarget,
        '/h5': apiTarget,
        '/v1': apiTarget,
        '/storage': apiTarget,
      },
    },
  };
}
