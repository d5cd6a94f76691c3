#!/usr/bin/env node
// Keeps docs/spec/ equal to ../shared/spec/ (the product's spec beside the repository).
// `--check` only compares (exit 1 on a difference); without it the copies are refreshed.
// Without ../shared/spec (a clone elsewhere) there is nothing to compare, and the copies stand.
import { copyFileSync, existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { root } from './lib.mjs';

const FILES = ['platform-spec.md', 'routes.txt'];
const shared = resolve(root, '..', 'shared', 'spec');
const check = process.argv.includes('--check');

if (!existsSync(shared)) {
  console.log(`spec: ${shared} is absent; docs/spec/ stands as committed`);
  process.exit(0);
}
const stale = FILES.filter(
  (file) =>
    readFileSync(resolve(shared, file), 'utf8') !==
    readFileSync(resolve(root, 'docs', 'spec', file), 'utf8'),
);
if (stale.length === 0) {
  console.log('spec: docs/spec/ matches ../shared/spec/');
} else if (check) {
  console.error(
    `spec: docs/spec/ differs from ../shared/spec/ in ${stale.join(', ')}; run node scripts/sync-spec.mjs`,
  );
  process.exit(1);
} else {
  for (const file of stale)
    copyFileSync(resolve(shared, file), resolve(root, 'docs', 'spec', file));
  console.log(`spec: refreshed ${stale.join(', ')}`);
}
