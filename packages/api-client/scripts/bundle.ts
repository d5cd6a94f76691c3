/// <reference types="node" />
// Test helper: bundles a module the way an app's Vite build does, to see what a bundle keeps.
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, defaultClientConditions, type Rollup } from 'vite';

export const packageDir = join(dirname(fileURLToPath(import.meta.url)), '..');

/** Bundles `source` (an entry module) as an app would: its first load and its lazy chunks. */
export async function bundleChunks(source: string): Promise<{ firstLoad: string; lazy: string[] }> {
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
  const chunks = (Array.isArray(output) ? output : [output])
    .flatMap((o) => o.output)
    .filter((chunk): chunk is Rollup.OutputChunk => chunk.type === 'chunk');
  // The first load: the entry chunk and what it imports statically, as tooling/bundle-budget counts it.
  const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const first = new Set<Rollup.OutputChunk>();
  const visit = (chunk: Rollup.OutputChunk | undefined) => {
    if (!chunk || first.has(chunk)) return;
    first.add(chunk);
    for (const name of chunk.imports) visit(byName.get(name));
  };
  for (const chunk of chunks) if (chunk.isEntry) visit(chunk);
  return {
    firstLoad: [...first].map((chunk) => chunk.code).join('\n'),
    lazy: chunks.filter((chunk) => !first.has(chunk)).map((chunk) => chunk.code),
  };
}

/** Bundles `source` and returns all the JavaScript it kept, entry and lazy chunks together. */
export async function bundle(source: string): Promise<string> {
  const { firstLoad, lazy } = await bundleChunks(source);
  return [firstLoad, ...lazy].join('\n');
}
