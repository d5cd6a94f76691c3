#!/usr/bin/env node
// Fails when the first load of an app's landing route needs more than its budget of gzip JS + CSS.
// Each app declares its landing route in package.json under "tongxin.firstLoad".
import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { formatKb, measureApp } from './lib.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
const LIMIT = 150 * 1024;
const apps = ['apps/community-h5', 'apps/university'];

let failed = false;
for (const dir of apps) {
  const pkg = JSON.parse(readFileSync(join(root, dir, 'package.json'), 'utf8'));
  const { path, entries } = pkg.tongxin.firstLoad;
  const result = measureApp({ name: pkg.name, distDir: join(root, dir, 'dist'), path, entries, limitBytes: LIMIT });
  console.log(`bundle budget ${result.ok ? 'ok  ' : 'FAIL'} ${path}: ${formatKb(result.total)} gzip of ${formatKb(LIMIT)} (${result.files.length} files)`);
  for (const f of result.files) console.log(`    ${formatKb(f.gzip).padStart(9)}  ${f.file}`);
  if (!result.ok) failed = true;
}
process.exit(failed ? 1 : 0);
