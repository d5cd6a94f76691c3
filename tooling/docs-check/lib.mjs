import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';

/*
 * The files a document names must exist, so a newcomer can follow it. A document names a file in
 * inline code (`apps/server/src/app.ts`) or as a relative link ([README](apps/server/README.md)).
 * Code spans that are not paths (commands, URLs, environment variables, MIME types, key formats)
 * are left alone; fenced blocks are examples and are not read.
 */

/** Extensions of the files our documents name. */
const EXTENSIONS = /\.(ts|tsx|mts|js|mjs|cjs|json|md|css|sql|ya?ml|sh|html|txt|pem|png|svg|d\.ts)$/;
/** Folders a path of ours starts with when it names no extension. */
const ROOTS =
  /^(\.{1,2}\/|apps\/|packages\/|tooling\/|e2e\/|docs\/|scripts\/|src\/|\.changeset\/|\.github\/)/;

/**
 * Whether a code span names a file or folder of the repository: no spaces, no URL or route (a
 * leading `/`, a scheme), no environment variable, no parameter syntax; and a file extension, or
 * a folder of ours at its start. `<name>` placeholders are allowed: any folder or file matches.
 */
export function looksLikePath(span) {
  const text = span.trim();
  if (
    text === '' ||
    /\s/.test(text) ||
    text.startsWith('/') ||
    text.startsWith('@') ||
    text.startsWith('#')
  )
    return false;
  // An extension alone (`.d.ts`) names a kind of file, not a file.
  if (/^\.[a-z.]+$/i.test(text)) return false;
  if (
    /^[a-z]+:/i.test(text) ||
    /[{}=?*$|,;()…'"`\\]/.test(text) ||
    /^[A-Z][A-Z0-9_]*(\/|$)/.test(text)
  )
    return false;
  if (!text.includes('/') && !EXTENSIONS.test(text)) return false;
  return EXTENSIONS.test(text.replace(/\/$/, '')) || ROOTS.test(text);
}

/** The paths a Markdown text names: its inline code spans that look like paths, and its relative links. */
export function namedPaths(markdown) {
  const prose = markdown.replace(/^(```|~~~)[^\n]*\n[\s\S]*?^\1[^\n]*$/gm, '');
  const spans = [...prose.matchAll(/(`+)([^`\n]+?)\1/g)]
    .map((m) => m[2].trim())
    .filter(looksLikePath);
  const links = [...prose.matchAll(/\]\(([^)\s]+)\)/g)]
    .map((m) => m[1].replace(/#.*$/, ''))
    .filter((target) => target !== '' && !/^[a-z]+:/i.test(target) && !target.startsWith('/'));
  return [...new Set([...spans, ...links])];
}

/** A file or folder name with `<name>` placeholders as a pattern: each placeholder any name. */
const namePattern = (name) =>
  new RegExp(
    `^${name
      .split(/<[^>]+>/)
      .map((s) => s.replace(/[.+^()[\]\\|]/g, '\\$&'))
      .join('[^/]+')}$`,
  );

/** Whether `path` (with `<name>` placeholders) matches a file or folder under `base`. */
function existsUnder(base, path) {
  const parts = path
    .replace(/\/$/, '')
    .split('/')
    .filter((p) => p !== '' && p !== '.');
  let found = [base];
  for (const part of parts) {
    const next = [];
    for (const dir of found) {
      if (part === '..') next.push(dirname(dir));
      else if (/<[^>]+>/.test(part)) {
        const pattern = namePattern(part);
        if (existsSync(dir) && statSync(dir).isDirectory())
          for (const entry of readdirSync(dir))
            if (pattern.test(entry)) next.push(join(dir, entry));
      } else if (existsSync(join(dir, part))) next.push(join(dir, part));
    }
    found = next;
    if (found.length === 0) return false;
  }
  return true;
}

/** Which of these paths (relative to the root) git ignores: a build's or a run's output, e.g. dist/main.js. */
function ignoredByGit(root, paths) {
  if (paths.length === 0) return new Set();
  try {
    const out = execFileSync('git', ['check-ignore', '--no-index', '--stdin', '-z'], {
      cwd: root,
      input: paths.join('\0'),
      encoding: 'utf8',
    });
    return new Set(out.split('\0').filter(Boolean));
  } catch (error) {
    // Exit status 1: none of them is ignored.
    if (error.status === 1) return new Set();
    throw error;
  }
}

/** The names of the repository's tracked files, for a bare file name (`api.ts`: each module's). */
function trackedNames(root) {
  const files = execFileSync('git', ['ls-files', '-z'], { cwd: root, encoding: 'utf8' })
    .split('\0')
    .filter(Boolean);
  return new Set(files.map((f) => f.slice(f.lastIndexOf('/') + 1)));
}

/**
 * The paths a document names that are not there. A bare file name (`api.ts`) must be the name of
 * a tracked file; a path is tried from the document's folder and each folder above it up to the
 * repository root, and from the `src` folder of each (a server README names `modules/order/api.ts`).
 * A path git ignores is a build's or a run's output (`dist/main.js`): named, never committed. A
 * path found nowhere that leaves the repository (`../shared/spec/`, beside it) is no file of ours
 * and is not checked.
 */
export function missingPaths(root, file, names = trackedNames(root)) {
  const bases = [];
  for (let dir = dirname(file); ; dir = dirname(dir)) {
    bases.push(dir, join(dir, 'src'));
    if (dir === root || !dir.startsWith(root)) break;
  }
  const at = (base, path) => relative(root, resolve(base, path.replace(/<[^>]+>/g, 'x')));
  const unresolved = namedPaths(readFileSync(file, 'utf8')).flatMap((path) => {
    if (!path.includes('/')) return namedFile(names, path) ? [] : [{ path, candidates: [path] }];
    if (bases.some((base) => existsUnder(base, path))) return [];
    if (at(dirname(file), path).startsWith('..') || at(root, path).startsWith('..')) return [];
    return [
      {
        path,
        candidates: bases
          .map((base) => at(base, path))
          .filter((p) => p !== '' && !p.startsWith('..')),
      },
    ];
  });
  const ignored = ignoredByGit(root, [...new Set(unresolved.flatMap((u) => u.candidates))]);
  return unresolved.filter((u) => !u.candidates.some((c) => ignored.has(c))).map((u) => u.path);
}

/** Whether a bare file name, `<name>` placeholders allowed, is the name of a tracked file. */
function namedFile(names, name) {
  if (!/<[^>]+>/.test(name)) return names.has(name);
  const pattern = namePattern(name);
  return [...names].some((n) => pattern.test(n));
}

/** The repository's tracked Markdown documents: every README.md, and the docs/ folder (but the spec's copies). */
export function documents(root) {
  const tracked = execFileSync('git', ['ls-files', '-z', '--', '*.md'], {
    cwd: root,
    encoding: 'utf8',
  })
    .split('\0')
    .filter(Boolean);
  return tracked
    .filter(
      (path) =>
        /(^|\/)README\.md$/.test(path) ||
        (path.startsWith('docs/') && !path.startsWith('docs/spec/')),
    )
    .map((path) => join(root, path.split('/').join(sep)));
}
