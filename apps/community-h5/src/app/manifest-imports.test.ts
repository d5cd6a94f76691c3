import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const modules = resolve(import.meta.dirname, '..', 'modules');

/** The static imports of a file (`import … from '…'` and `export … from '…'`, not `import()`). */
function staticImports(file: string): string[] {
  const source = readFileSync(file, 'utf8');
  return [...source.matchAll(/^\s*(?:import|export)\b[^'"]*?from\s*['"]([^'"]+)['"]|^\s*import\s*['"]([^'"]+)['"]/gm)].map(
    (m) => m[1] ?? m[2] ?? '',
  );
}

/**
 * Every manifest is in the app's entry chunk (the route table), so whatever it imports is on every
 * visitor's first load: only the manifest helper. A manifest importing a page's text or a catalogue
 * module put 2.5 KB gzip of act code on the home page's first load.
 */
describe('module manifests', () => {
  const folders = readdirSync(modules).filter((name) => !name.includes('.'));

  it.each(folders)('%s/manifest.ts imports nothing the first screen does not need', (folder) => {
    expect(staticImports(join(modules, folder, 'manifest.ts')).filter((spec) => spec !== '../../lib/manifest')).toEqual([]);
  });
});

/**
 * A page imports the link files of the pages it links to: each imports only the route helper,
 * which imports nothing, so linking to a page never pulls in more than its links.
 */
describe('link files', () => {
  const links = resolve(modules, '..', 'lib', 'links');
  const files = readdirSync(links).filter((name) => name.endsWith('-links.ts'));

  it.each(files)('lib/links/%s imports only the route helper', (file) => {
    expect(staticImports(join(links, file))).toEqual(['./route']);
  });

  it('the route helper imports nothing', () => {
    expect(staticImports(join(links, 'route.ts'))).toEqual([]);
  });
});
