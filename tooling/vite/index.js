import { readFile, readdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defaultClientConditions } from 'vite';

const COMPRESSIBLE = /\.(js|css|html|svg|json|txt)$/;

/**
 * Writes .br and .gz next to every compressible file of the build, so the server sends
 * precompressed bytes instead of compressing on every request.
 * @returns {import('vite').Plugin}
 */
export function precompress() {
  let outDir = 'dist';
  return {
    name: 'tongxin:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir;
    },
    async closeBundle() {
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
 * The Vite config both apps share: React, the "source" condition so workspace packages are read
 * from src, a manifest for the bundle budget, and precompressed assets.
 *
 * @param {{ base: string, port: number, apiTarget?: string }} options
 * @returns {import('vite').UserConfig}
 */
export function appConfig({ base, port, apiTarget = process.env.TONGXIN_API ?? 'http://127.0.0.1:8080' }) {
  return {
    base,
    plugins: [react(), precompress()],
    resolve: { conditions: ['source', ...defaultClientConditions] },
    build: {
      manifest: true,
      target: 'es2019',
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
