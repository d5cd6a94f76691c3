import { describe, expect, it } from 'vitest';
import { firstLoadFiles, gzipSize, pagesInEntry } from './lib.mjs';

const manifest = {
  'index.html': {
    file: 'assets/index-a.js',
    css: ['assets/index-a.css'],
    imports: ['_vendor-b.js'],
    dynamicImports: ['src/modules/home/routes.tsx', 'src/modules/mall/routes.tsx'],
  },
  '_vendor-b.js': { file: 'assets/vendor-b.js', imports: ['_shared-c.js'] },
  '_shared-c.js': { file: 'assets/shared-c.js', imports: ['_vendor-b.js'] },
  'src/modules/home/routes.tsx': {
    file: 'assets/home-d.js',
    css: ['assets/home-d.css'],
    imports: ['_shared-c.js'],
  },
  'src/modules/mall/routes.tsx': { file: 'assets/mall-e.js', imports: ['_big-f.js'] },
  '_big-f.js': { file: 'assets/big-f.js' },
};

describe('firstLoadFiles', () => {
  it('follows static imports and CSS, once each, even through cycles', () => {
    expect(firstLoadFiles(manifest, ['index.html'])).toEqual([
      'assets/index-a.css',
      'assets/index-a.js',
      'assets/shared-c.js',
      'assets/vendor-b.js',
    ]);
  });

  it('adds the landing route chunk but never other lazy modules', () => {
    const files = firstLoadFiles(manifest, ['index.html', 'src/modules/home/routes.tsx']);
    expect(files).toContain('assets/home-d.js');
    expect(files).toContain('assets/home-d.css');
    expect(files).not.toContain('assets/mall-e.js');
    expect(files).not.toContain('assets/big-f.js');
  });

  it('refuses an entry the build does not have, so a renamed landing route cannot pass silently', () => {
    expect(() => firstLoadFiles(manifest, ['src/modules/gone.tsx'])).toThrow(/no entry/);
  });
});

describe('gzipSize', () => {
  it('is smaller than the input for repetitive text', () => {
    const text = Buffer.from('const a = 1;\n'.repeat(1000));
    expect(gzipSize(text)).toBeLessThan(text.length / 10);
  });
});

describe('pagesInEntry', () => {
  const pages = {
    'index.html': { file: 'assets/index-a.js', imports: ['_vendor-b.js'] },
    '_vendor-b.js': { file: 'assets/vendor-b.js' },
    'src/modules/home/pages/index-page.tsx': {
      file: 'assets/index-page-c.js',
      imports: ['_vendor-b.js'],
    },
    'src/modules/point/pages/point-page.tsx': { file: 'assets/index-a.js' },
    'src/modules/order/pages/list-page.tsx': { file: 'assets/vendor-b.js' },
  };

  it('finds the pages whose code the entry loads (merged into the entry or a chunk it imports)', () => {
    expect(pagesInEntry(pages, ['src/modules/*/pages/'])).toEqual([
      'src/modules/order/pages/list-page.tsx',
      'src/modules/point/pages/point-page.tsx',
    ]);
  });

  it('is empty when every page is its own lazy chunk', () => {
    expect(
      pagesInEntry(
        {
          'index.html': pages['index.html'],
          '_vendor-b.js': pages['_vendor-b.js'],
          'src/pages/a-page.tsx': { file: 'assets/a.js' },
        },
        ['src/pages/'],
      ),
    ).toEqual([]);
  });
});
