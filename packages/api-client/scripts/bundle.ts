/// <reference types="node" />
// Test helper: bundles a module the way an app's Vite build does, to see what a bundle keeps.
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, defaultClientConditions, type Rollup } from 'vite';

export const packageDir = join(dirname(fileURLToPath(import.meta.url)), '..');

/** Bundles `source` (an entry module) as an app would, and returns the JavaScript it kept. */
export async function bundle(source: string): Promise<string> {
  const entry = '\0test-entry';
  const output = (await build({
    configFile: false,
    logLevel: 'silent',
    root: packageDir,
    // The apps read the workspace packages' src through the "source" condition.
    resolve: { conditions: ['source', ...defaultClientConditions] },
    plugins: [
      {
        name: 'test-entry',
        resolveId: (id) => (id === entry ? entry : null),
        load: (id) => (id === entry ? source : null),
      },
    ],
    build: {
      write: false,
      minify: false,
      rollupOptions: {
        input: entry,
        preserveEntrySignatures: 'strict',
        external: [/^react($|\/)/, /^@tanstack\//, /^zod($|\/)/],
      },
    },
  })) as Rollup.RollupOutput | Rollup.RollupOutput[];
  const outputs = Array.isArray(output) ? output : [output];
  return outputs
    .flatMap((o) => o.output)
    .map((chunk) => (chunk.type === 'chunk' ? chunk.code : ''))
    .join('\n');
}
