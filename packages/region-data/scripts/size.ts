/// <reference types="node" />
// Gzip sizes of the built package: `pnpm build && pnpm size`. The README quotes the output.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const dist = join(dirname(fileURLToPath(import.meta.url)), '..', 'dist');
const gzip = (file: string): number =>
  gzipSync(readFileSync(join(dist, file)), { level: 9 }).length;
const kb = (bytes: number): string => `${(bytes / 1024).toFixed(1)} KB`;

const files = readdirSync(dist).filter((f) => f.endsWith('.js'));
if (!files.includes('index.js')) throw new Error('no dist/index.js: run `pnpm build` first');

// The root entry and whatever it imports statically (a shared chunk, if the bundler made one).
const entry = ['index.js'];
for (const match of readFileSync(join(dist, 'index.js'), 'utf8').matchAll(
  /^import .* from "\.\/(.+?)";$/gm,
)) {
  if (match[1]) entry.push(match[1]);
}
const chunks = files
  .filter((f) => !entry.includes(f))
  .map((f) => ({ province: f.slice(0, 2), bytes: gzip(f) }))
  .sort((a, b) => b.bytes - a.bytes);
const total = chunks.reduce((n, c) => n + c.bytes, 0);
const largest = chunks[0];
const smallest = chunks[chunks.length - 1];

console.log(
  `root entry (provinces + cities + lookups): ${kb(entry.reduce((n, f) => n + gzip(f), 0))} gzip (${entry.join(', ')})`,
);
console.log(`district chunks: ${chunks.length}, ${kb(total)} gzip in all`);
if (largest && smallest) {
  console.log(
    `  largest ${largest.province}0000: ${kb(largest.bytes)}; smallest ${smallest.province}0000: ${kb(smallest.bytes)}`,
  );
}
console.log(chunks.map((c) => `${c.province}: ${kb(c.bytes)}`).join(', '));
