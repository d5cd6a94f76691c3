import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

/**
 * Every file the first load of a route needs, read from a Vite build manifest: each named entry
 * (the HTML entry and the lazy chunk of the landing route), its CSS, and all of its static
 * imports, transitively. Dynamic imports are not followed: they are not part of the first load.
 *
 * @param {Record<string, { file: string, css?: string[], imports?: string[] }>} manifest
 * @param {string[]} entries manifest keys, e.g. ['index.html', 'src/modules/home/routes.tsx']
 * @returns {string[]} output files, relative to the build folder, in a stable order
 */
export function firstLoadFiles(manifest, entries) {
  const files = new Set();
  const seen = new Set();
  const visit = (key) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) throw new Error(`the manifest has no entry "${key}"`);
    files.add(chunk.file);
    for (const css of chunk.css ?? []) files.add(css);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const entry of entries) visit(entry);
  return [...files].filter((f) => f.endsWith('.js') || f.endsWith('.css')).sort();
}

/** gzip size at level 9, which is what the server's precompressed .gz files hold. */
export function gzipSize(buffer) {
  return gzipSync(buffer, { level: 9 }).length;
}

/**
 * @param {{ name: string, distDir: string, path: string, entries: string[], limitBytes: number }} app
 */
export function measureApp(app) {
  const manifest = JSON.parse(readFileSync(join(app.distDir, '.vite', 'manifest.json'), 'utf8'));
  const files = firstLoadFiles(manifest, app.entries).map((file) => ({
    file,
    gzip: gzipSize(readFileSync(join(app.distDir, file))),
  }));
  const total = files.reduce((sum, f) => sum + f.gzip, 0);
  return { ...app, files, total, ok: total <= app.limitBytes };
}

export function formatKb(bytes) {
  return `${(bytes / 1024).toFixed(1)} KB`;
}

/**
 * Page modules the app's entry pulls into its first load: every manifest key under one of the
 * page folders whose output file the entry (`index.html`) loads statically. A page imported by
 * the route table or a module manifest (instead of `import()`) lands in the entry's chunk or a
 * chunk it imports; lazy pages stay out. Empty when the route table and manifests are lean.
 *
 * @param {Record<string, { file: string, css?: string[], imports?: string[] }>} manifest
 * @param {string[]} pageFolders prefixes of page sources, e.g. ['src/modules/*\/pages/'] ('*' is one folder)
 * @returns {string[]} the page sources found in the entry's first load
 */
export function pagesInEntry(manifest, pageFolders, entry = 'index.html') {
  const entryFiles = new Set(firstLoadFiles(manifest, [entry]));
  const patterns = pageFolders.map(
    (folder) =>
      new RegExp(`^${folder.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '[^/]+')}`),
  );
  return Object.entries(manifest)
    .filter(([key, chunk]) => patterns.some((p) => p.test(key)) && entryFiles.has(chunk.file))
    .map(([key]) => key)
    .sort();
}
