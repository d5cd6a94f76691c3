import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { documents, looksLikePath, missingPaths, namedPaths } from './lib.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');

describe('the documents of the repository', () => {
  const docs = documents(root);

  it('finds the READMEs and the decisions', () => {
    const names = docs.map((file) => relative(root, file));
    expect(names).toContain('README.md');
    expect(names).toContain('apps/server/README.md');
    expect(names).toContain('packages/api-client/README.md');
    expect(names).toContain('docs/decisions.md');
    expect(names).toContain('apps/community-h5/README.md');
    expect(names).toContain('apps/university/README.md');
  });

  it.each(docs.map((file) => [relative(root, file), file]))(
    '%s names only files that exist',
    (_name, file) => {
      expect(missingPaths(root, file)).toEqual([]);
    },
  );
});

describe('looksLikePath', () => {
  it('takes files and folders of ours, with placeholders', () => {
    for (const path of [
      'apps/server/src/app.ts',
      'src/modules/<name>/',
      'docs/',
      'README.md',
      '../README.md',
      'tooling/vite/index.js',
      'api.ts',
      '<name>.test.ts',
    ])
      expect(looksLikePath(path), path).toBe(true);
  });

  it('leaves commands, routes, URLs, variables, MIME types, key formats and extensions alone', () => {
    for (const text of [
      'pnpm --filter @tongxin/server dev',
      '/api/pay/notify',
      'https://api.mch.weixin.qq.com',
      'DATA_DIR/uploads/',
      'text/plain',
      'h5/{iid}_{timestamp}',
      '@tongxin/api-client/react',
      '.d.ts',
      'x-oss-process=image/resize,w_N',
      'member.profile',
      'iid',
    ]) {
      expect(looksLikePath(text), text).toBe(false);
    }
  });
});

describe('namedPaths', () => {
  it('reads inline code and relative links, not fenced examples nor web links', () => {
    const markdown = [
      'See `apps/server/README.md` and [the kernel](apps/server/src/modules/order/kernel.ts#L1).',
      '```ts',
      "import x from './not/read.ts';",
      '```',
      '[web](https://example.org/a.md), [here](#layout), `pnpm test`',
    ].join('\n');
    expect(namedPaths(markdown)).toEqual([
      'apps/server/README.md',
      'apps/server/src/modules/order/kernel.ts',
    ]);
  });
});

describe('missingPaths', () => {
  const repo = mkdtempSync(join(tmpdir(), 'docs-check-'));
  afterAll(() => rmSync(repo, { recursive: true, force: true }));
  const write = (path, text = '') => {
    mkdirSync(dirname(join(repo, path)), { recursive: true });
    writeFileSync(join(repo, path), text);
  };

  it('names what is not there, tried from the document up to the root and from each src folder', () => {
    write('.gitignore', 'dist/\n');
    write('apps/server/src/modules/order/api.ts');
    write('apps/server/src/modules/coupon/api.ts');
    write(
      'apps/server/README.md',
      [
        '`src/modules/order/api.ts`, `modules/coupon/api.ts`, `src/modules/<name>/api.ts`, `api.ts`, `apps/server/src/`',
        '`dist/main.js` (built), `../../shared/spec.md` (outside), `src/modules/order/gone.ts`, `gone.ts`, `packages/ui/README.md`',
      ].join('\n'),
    );
    execFileSync('git', ['init', '-q'], { cwd: repo });
    execFileSync('git', ['add', '.'], { cwd: repo });
    expect(missingPaths(repo, join(repo, 'apps/server/README.md'))).toEqual([
      'src/modules/order/gone.ts',
      'gone.ts',
      'packages/ui/README.md',
    ]);
  });
});
