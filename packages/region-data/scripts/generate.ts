/// <reference types="node" />
// Rewrites src/generated/ from @vant/area-data: `pnpm generate`. The output is committed; run
// this after upgrading the source and review the diff (and src/official-2023.test.ts).
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildDataset } from './dataset';

const outDir = join(dirname(fileURLToPath(import.meta.url)), '..', 'src', 'generated');
const { files, dropped, summary } = buildDataset();

rmSync(outDir, { recursive: true, force: true });
for (const [path, content] of files) {
  mkdirSync(dirname(join(outDir, path)), { recursive: true });
  writeFileSync(join(outDir, path), content);
}
console.log(`${summary} → src/generated/`);
console.log(`dropped ${dropped.length} source entries:\n  ${dropped.join('\n  ')}`);
