import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const modules = resolve(import.meta.dirname, '..', 'modules');

/** The static imports of a file (`import … from '…'` and `export … from '…'`, not `import()`). */
function staticImports(file: string): string[] {
  const source = readFileSync(file, 'utf8');
  return [...source.matchAll(/^\s*(?:import|export)\b[^'"]*?from\s*['"]([^'"]+)['"]|^\s*import\s*['"]([^'"]+)['"]/gm)].map(
    (m) => m[1] ?? m[2] ?? '',
  );
}

/** The shared files a manifest may use: both are on the first load anyway. */
const SHARED = new Set(['../../lib/manifest', '../../lib/links']);

/**
 * Every manifest is in the app's entry chunk (the route table), so whatever it imports is on every
 * visitor's first load: only the shared manifest and link helpers, and the module's own link files
 * (`./<x>-paths`, `./lib/<x>-links`) that import nothing themselves. A manifest importing a page's
 * text or a catalogue module put 2.5 KB gzip of act code on the home page's first load.
 */
describe('module manifests', () => {
  const folders = readdirSync(modules).filter((name) => !name.includes('.'));

  it.each(folders)('%s/manifest.ts imports nothing the first screen does not need', (folder) => {
    const manifest = join(modules, folder, 'manifest.ts');
    const own = staticImports(manifest).filter((spec) => !SHARED.has(spec));
    expect(own.filter((spec) => !/^\.\/(?:[\w-]+-paths|lib\/[\w-]+-links)$/.test(spec))).toEqual([]);
    for (const spec of own) {
      expect(staticImports(`${join(dirname(manifest), spec)}.ts`), `${folder}/${spec}.ts`).toEqual([]);
    }
  });
});
