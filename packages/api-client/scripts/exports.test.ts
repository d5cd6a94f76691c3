// @vitest-environment node
/// <reference types="node" />
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import * as rootEntry from '../src/index';
import * as catalogueEntry from '../src/catalogue/index';
import * as defineEntry from '../src/define';
import { bundle, bundleChunks, packageDir } from './bundle';

interface ExportEntry {
  readonly types: { readonly source: string; readonly default: string };
  readonly source: string;
  readonly import: string;
}

const manifest = JSON.parse(readFileSync(join(packageDir, 'package.json'), 'utf8')) as {
  exports: Record<string, ExportEntry | string>;
};

describe('package.json exports', () => {
  const entries = Object.entries(manifest.exports).filter((e): e is [string, ExportEntry] => typeof e[1] !== 'string');

  it('offers the root, ./catalogue, ./define and ./react', () => {
    expect(entries.map(([path]) => path)).toEqual(['.', './catalogue', './define', './react']);
  });

  it.each(entries)('%s: types first, then source, then the built file', (_path, entry) => {
    expect(Object.keys(entry)).toEqual(['types', 'source', 'import']);
    expect(Object.keys(entry.types)).toEqual(['source', 'default']);
    expect(entry.types.source).toBe(entry.source);
    expect(existsSync(join(packageDir, entry.source)), entry.source).toBe(true);
    expect(entry.import.replace(/^\.\/dist\//, '').replace(/\.js$/, '')).toBe(entry.types.default.replace(/^\.\/dist\//, '').replace(/\.d\.ts$/, ''));
  });
});

describe('the browser-free entries', () => {
  it('./catalogue and ./define hand out the same declaration objects as the root', () => {
    expect(catalogueEntry.university.getPageShow).toBe(rootEntry.university.getPageShow);
    expect(catalogueEntry.catalogue).toBe(rootEntry.catalogue);
    expect(defineEntry.defineCall).toBe(rootEntry.defineCall);
  });

  it('./catalogue bundles without the transports or React', async () => {
    const source = (manifest.exports['./catalogue'] as ExportEntry).source;
    const code = await bundle(`export * from ${JSON.stringify(join(packageDir, source))};`);
    expect(code).toContain('/university/login');
    for (const browserOnly of ['document.', 'fetch(', 'createElement', '@tanstack/react-query', 'from "react"']) {
      expect(code, browserOnly).not.toContain(browserOnly);
    }
  }, 60_000);
});

describe('tree shaking of the catalogue', () => {
  const root = JSON.stringify(join(packageDir, 'src', 'index.ts'));

  it('a page that reads one declaration of a module namespace keeps that one alone', async () => {
    const code = await bundle(`import { coupon } from ${root}; export const used = coupon.list;`);
    expect(code).toContain('/shop/h5/coupon/list');
    // Not its module's other calls, nor another module's, nor the call list.
    for (const other of ['/shop/coupons/recv', '/shop/coupons/open', '/coin/sign', '/university/login', '/h5/order/create', '/mainPage', '/v1/content/list']) {
      expect(code, other).not.toContain(other);
    }
  }, 60_000);

  it('a page using a module constant keeps no declaration at all', async () => {
    const code = await bundle(`import { order } from ${root}; export const state = order.orderState; export const vip = order.BUSINESS_TYPE.vip;`);
    expect(code).toContain('function orderState');
    expect(code).not.toContain('/h5/order/');
  }, 60_000);
});

describe('the root entry', () => {
  it('keeps the JSONP transport out of the first load: a lazy chunk, loaded on first use', async () => {
    const { firstLoad, lazy } = await bundleChunks(`export { createApiClient } from ${JSON.stringify(join(packageDir, 'src', 'index.ts'))};`);
    expect(firstLoad).toContain('/h5/getjsonp');
    expect(firstLoad).not.toContain('__tongxinJsonp_');
    expect(lazy.filter((code) => code.includes('__tongxinJsonp_'))).toHaveLength(1);
  }, 60_000);
});
