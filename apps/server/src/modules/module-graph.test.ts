import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/*
 * The modules' import graph has no cycle. A module reads another through the functions its api.ts
 * exports (lint: eslint/module-boundaries.js); this test adds that the reading goes one way: when
 * two modules need each other, the lower one offers a port in its definition (platform/module.ts:
 * memberProfile, coupons, memberUploads …) that the higher one fills, or the shared piece moves down
 * into the platform. Imports through files outside the modules (platform, http, security …) count
 * as the module's own, and the platform imports no module at all, so a cycle cannot hide there.
 * Test code (tests, the modules' call examples in contract.ts, src/testing) runs above every module
 * and may read any of them: it is no edge of the graph.
 */

const src = resolve(import.meta.dirname, '..');
const modulesDir = join(src, 'modules');
const moduleNames = readdirSync(modulesDir).filter((name) => statSync(join(modulesDir, name)).isDirectory());

const isTestCode = (file: string) => /\.test\.tsx?$/.test(file) || file.startsWith(join(src, 'testing') + sep) || /[/\\]modules[/\\][^/\\]+[/\\]contract\.ts$/.test(file);

/** Every .ts file under a folder. */
function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : filesUnder(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** The source files a file imports (relative specifiers only: packages are no module of ours). */
function importsOf(file: string): string[] {
  const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
  return importedFiles
    .map((f) => f.fileName)
    .filter((spec) => spec.startsWith('.'))
    .flatMap((spec) => {
      const base = resolve(dirname(file), spec).replace(/\.js$/, '');
      for (const candidate of [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts')]) {
        try {
          if (statSync(candidate).isFile()) return [candidate];
        } catch {
          // not this form of the specifier
        }
      }
      return [];
    });
}

/** The module a file belongs to, or undefined (the platform, http, the module list …). */
function moduleOf(file: string): string | undefined {
  const inside = relative(modulesDir, file);
  if (inside.startsWith('..')) return undefined;
  const [first, ...rest] = inside.split(sep);
  return rest.length > 0 ? first : undefined;
}

const moduleList = join(modulesDir, 'index.ts');

/** The modules a module's files reach, directly or through files outside the modules. */
function dependenciesOf(name: string): Map<string, string> {
  const reached = new Map<string, string>();
  const seen = new Set<string>();
  const walk = (file: string, via: string) => {
    for (const target of importsOf(file)) {
      if (target === moduleList || isTestCode(target)) continue;
      const owner = moduleOf(target);
      if (owner === name) continue;
      if (owner !== undefined) {
        if (!reached.has(owner)) reached.set(owner, `${via} → ${relative(src, target)}`);
        continue;
      }
      if (seen.has(target)) continue;
      seen.add(target);
      walk(target, `${via} → ${relative(src, target)}`);
    }
  };
  for (const file of filesUnder(join(modulesDir, name)).filter((f) => !isTestCode(f))) walk(file, relative(src, file));
  return reached;
}

/** The strongly connected components of more than one module (Tarjan). */
function cyclesOf(graph: ReadonlyMap<string, ReadonlyMap<string, string>>): string[][] {
  let index = 0;
  const indexOf = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const components: string[][] = [];
  const visit = (v: string) => {
    indexOf.set(v, index);
    low.set(v, index);
    index += 1;
    stack.push(v);
    onStack.add(v);
    for (const w of graph.get(v)?.keys() ?? []) {
      if (!indexOf.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v)!, indexOf.get(w)!));
    }
    if (low.get(v) === indexOf.get(v)) {
      const component: string[] = [];
      let w: string;
      do {
        w = stack.pop()!;
        onStack.delete(w);
        component.push(w);
      } while (w !== v);
      if (component.length > 1) components.push(component.sort());
    }
  };
  for (const v of graph.keys()) if (!indexOf.has(v)) visit(v);
  return components;
}

describe('the server modules import graph', () => {
  const graph = new Map(moduleNames.map((name) => [name, dependenciesOf(name)]));

  it('finds the modules and their imports', () => {
    expect(moduleNames).toContain('member');
    expect(moduleNames).toContain('order');
    // A dependency that must be there: the kernel signs its buyers in through the member module.
    expect(graph.get('order')?.has('member')).toBe(true);
  });

  it('has no cycle between modules', () => {
    const cycles = cyclesOf(graph).map((component) =>
      component.map((from) =>
        [...(graph.get(from) ?? [])]
          .filter(([to]) => component.includes(to))
          .map(([to, path]) => `${from} → ${to} (${path})`)
          .join('\n'),
      ),
    );
    expect(cycles).toEqual([]);
  });

  it('keeps the platform below the modules: no file outside them imports one, but the app, its entry points and tests', () => {
    const outside = filesUnder(src).filter((file) => moduleOf(file) === undefined && file !== moduleList && !isTestCode(file));
    const reaching = outside.flatMap((file) =>
      importsOf(file)
        .filter((target) => moduleOf(target) !== undefined && !isEntryOrTooling(file))
        .map((target) => `${relative(src, file)} → ${relative(src, target)}`),
    );
    expect(reaching).toEqual([]);
  });

  it('detects a cycle when there is one', () => {
    const fake = new Map([
      ['a', new Map([['b', 'a/x.ts → b/api.ts']])],
      ['b', new Map([['c', 'b/x.ts → c/api.ts']])],
      ['c', new Map([['a', 'c/x.ts → a/api.ts']])],
      ['d', new Map([['a', 'd/x.ts → a/api.ts']])],
    ]);
    expect(cyclesOf(fake)).toEqual([['a', 'b', 'c']]);
  });
});

/**
 * Files that sit above every module and may import them: the app and its entry points, the seed
 * (which reads the module list), the CLI.
 */
function isEntryOrTooling(file: string): boolean {
  const path = relative(src, file).split(sep).join('/');
  return /^(app|main|page-render|static)\.ts$/.test(path) || /^(cli|db)\//.test(path);
}
