#!/usr/bin/env node
// Fails when the first load of an app's landing route needs more than its budget of gzip JS + CSS.
// Each app declares its landing route in package.json under "tongxin.firstLoad", and where its
// pages are ("pages"): the entry (route table, module manifests) must pull none of them in.
import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { formatKb, measureApp, pagesInEntry } from './lib.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
/**
 * Each app's budget: what its first load weighs now plus a small margin, so a change
 * that adds to the first load is noticed. Lower it when the first load shrinks.
 * community 126.2 KB, university 107.1 KB on 2026-11-28, after every declaration moved to zod/mini
 * (from 142.7 and 124.7 KB: zod classic was ~30 KB of the community's; docs/decisions/first-load.md).
 */
const budgets = {
  'apps/community-h5': 128 * 1024,
  'apps/university': 109 * 1024,
  // The organiser console (antd, desktop-first): 222.5 KB on 2026-11-29, under the ceiling of 250 KB.
  'apps/console': 230 * 1024,
};
const apps = Object.keys(budgets);

let failed = false;
for (const dir of apps) {
  const pkg = JSON.parse(readFileSync(join(root, dir, 'package.json'), 'utf8'));
  const { path, entries } = pkg.tongxin.firstLoad;
  const LIMIT = budgets[dir];
  const result = measureApp({
    name: pkg.name,
    distDir: join(root, dir, 'dist'),
    path,
    entries,
    limitBytes: LIMIT,
  });
  console.log(
    `bundle budget ${result.ok ? 'ok  ' : 'FAIL'} ${path}: ${formatKb(result.total)} gzip of ${formatKb(LIMIT)} (${result.files.length} files)`,
  );
  for (const f of result.files) console.log(`    ${formatKb(f.gzip).padStart(9)}  ${f.file}`);
  if (!result.ok) failed = true;
  const distManifest = JSON.parse(
    readFileSync(join(root, dir, 'dist', '.vite', 'manifest.json'), 'utf8'),
  );
  const pulled = pagesInEntry(distManifest, pkg.tongxin.firstLoad.pages ?? []);
  console.log(
    `bundle pages ${pulled.length === 0 ? 'ok  ' : 'FAIL'} the entry pulls ${pulled.length === 0 ? 'no page' : pulled.join(', ')} into the first load`,
  );
  if (pulled.length > 0) failed = true;
}
process.exit(failed ? 1 : 0);
