import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from './app';
import { loadConfig } from './config';
import { openDatabase, type Database } from './db/client';
import { seedIfEmpty } from './db/seed';
import { chunkStylesheets, INLINE_CSS_MAX_BYTES, loadPageTemplate, priorityImageHints } from './page-render';

let database: Database;
let app: FastifyInstance;
let withoutRender: FastifyInstance;
let dir: string;
const errorLines: string[] = [];

const INDEX_HTML = `<!doctype html><html><head><title>static</title>
<script type="module" crossorigin src="/app/assets/index-abc.js"></script>
<link rel="stylesheet" crossorigin href="/app/assets/index-abc.css">
<link rel="stylesheet" href="/app/assets/home-abc.css">
</head><body><div id="root"></div><noscript>JS</noscript></body></html>`;

/**
 * A stand-in for the community app's server build (its React render is tested in the app):
 * it asks this server's API through the fetch it is given, as the real one does.
 */
const RENDERER = `import { Readable } from 'node:stream';
export async function renderPage({ url, hostname, fetch }) {
  const path = new URL(url, 'http://x').pathname;
  if (path === '/app/index/999') throw new Error('render failed');
  if (path === '/app/store/1000/list') {
    return {
      body: Readable.from([Buffer.from('<ul class="goods"><li><img src="/api/media/pic.svg?text=a&amp;w=750" alt="" fetchpriority="high"/>'), Buffer.from('<img src="/b.svg" alt=""/>好物</li></ul>')]),
      tail: '',
      page: 'src/modules/mall/pages/store-list-page.tsx',
    };
  }
  const match = /^\\/app\\/index\\/(\\d+)$/.exec(path);
  if (!match) return null;
  const reply = await fetch('/api/mainPage?iid=' + match[1]);
  const body = await reply.json();
  return {
    body: Readable.from(['<h1>', body.t.name, '</h1>', '<p>', hostname, '</p>']),
    tail: '<script id="ssr-state" type="application/json">' + JSON.stringify({ name: body.t.name }) + '</script>',
  };
}
`;

/** The client build's manifest: the goods list's chunk imports the states chunk; both have CSS. */
const CLIENT_MANIFEST = {
  'index.html': { file: 'assets/index-abc.js', css: ['assets/index-abc.css'], imports: [] },
  'src/modules/mall/pages/store-list-page.tsx': {
    file: 'assets/store-list-page-abc.js',
    css: ['assets/list-abc.css'],
    imports: ['index.html', '_states-abc.js'],
  },
  '_states-abc.js': { file: 'assets/states-abc.js', css: ['assets/states-abc.css'], imports: ['index.html'] },
};

/** The university's stand-in: its home only. */
const UNIVERSITY_RENDERER = `import { Readable } from 'node:stream';
export async function renderPage({ url }) {
  if (new URL(url, 'http://x').pathname !== '/app/university/frame/home') return null;
  return { body: Readable.from(['<main>网上报名</main>']), tail: '' };
}
`;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'tongxin-ssr-'));
  const dist = join(dir, 'dist');
  mkdirSync(join(dist, 'assets'), { recursive: true });
  writeFileSync(join(dist, 'index.html'), INDEX_HTML);
  writeFileSync(join(dist, 'assets', 'index-abc.css'), 'body{margin:0}');
  writeFileSync(join(dist, 'assets', 'home-abc.css'), '.home{color:red}');
  writeFileSync(join(dist, 'assets', 'list-abc.css'), '.goods{display:grid}');
  writeFileSync(join(dist, 'assets', 'states-abc.css'), '.tx-empty{padding:0}');
  mkdirSync(join(dist, '.vite'));
  writeFileSync(join(dist, '.vite', 'manifest.json'), JSON.stringify(CLIENT_MANIFEST));
  mkdirSync(join(dir, 'dist-ssr'));
  writeFileSync(join(dir, 'dist-ssr', 'entry-server.js'), RENDERER);
  const university = join(dir, 'university');
  mkdirSync(join(university, 'dist'), { recursive: true });
  writeFileSync(join(university, 'dist', 'index.html'), INDEX_HTML.replaceAll('/app/', '/app/university/'));
  mkdirSync(join(university, 'dist-ssr'));
  writeFileSync(join(university, 'dist-ssr', 'entry-server.js'), UNIVERSITY_RENDERER);
  database = await openDatabase({});
  await seedIfEmpty(database.db);
  app = await createApp({
    db: database.db,
    config: loadConfig({ COMMUNITY_DIST: dist, UNIVERSITY_DIST: join(university, 'dist') }),
    errorLog: { write: (line) => void errorLines.push(line) },
  });
  withoutRender = await createApp({
    db: database.db,
    config: loadConfig({ COMMUNITY_DIST: dist, UNIVERSITY_DIST: join(dir, 'none'), COMMUNITY_SSR: join(dir, 'missing.js') }),
  });
});

afterAll(async () => {
  await app.close();
  await withoutRender.close();
  await database.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('server-rendered landing pages', () => {
  it('answers a landing page with its rendered markup, its data from the API in-process and its CSS inline', async () => {
    const res = await app.inject({ url: '/app/index/1000', headers: { host: 'h5.example.org' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(String(res.headers['content-security-policy'])).toContain("script-src 'self'");
    // The seeded tenant's name came from the real /api/mainPage handler, asked as the visitor's host.
    expect(res.body).toContain('<div id="root"><h1>同心志愿者联合会</h1><p>h5.example.org</p></div>');
    expect(res.body).toContain('</div><script id="ssr-state" type="application/json">{"name":"同心志愿者联合会"}</script><noscript>');
    // The stylesheets are inlined in their order, in place of the links; the script stays.
    expect(res.body).toContain('<style data-inlined>body{margin:0}\n.home{color:red}</style>');
    // Each inlined sheet leaves a disabled link (never fetched): the client's loader will not add it again.
    expect(res.body).toContain('<link rel="stylesheet" href="/app/assets/index-abc.css" disabled><link rel="stylesheet" href="/app/assets/home-abc.css" disabled>');
    expect(res.body).not.toMatch(/rel="stylesheet"(?: crossorigin)? href="[^"]*">/);
    expect(res.body).toContain('<script type="module" crossorigin src="/app/assets/index-abc.js"></script>');
  });

  it("puts the rendered page's own CSS in the head, after index.html's, and its priority image before the scripts", async () => {
    const res = await app.inject('/app/store/1000/list');
    expect(res.statusCode).toBe(200);
    const [head, body] = res.body.split('<div id="root">') as [string, string];
    // Without the page's CSS (not linked from index.html) the grid would show unstyled, then jump.
    expect(head).toContain(
      '<style data-page>.tx-empty{padding:0}\n.goods{display:grid}</style><link rel="stylesheet" href="/app/assets/states-abc.css" disabled><link rel="stylesheet" href="/app/assets/list-abc.css" disabled></head>',
    );
    expect(head.indexOf('data-inlined')).toBeLessThan(head.indexOf('data-page'));
    // The largest image is asked for first, as its img says (escaped the same), the others are not.
    const hint = '<link rel="preload" as="image" fetchpriority="high" href="/api/media/pic.svg?text=a&amp;w=750">';
    expect(head).toContain(hint);
    expect(head.indexOf(hint)).toBeLessThan(head.indexOf('<script'));
    expect(head).not.toContain('/b.svg');
    expect(body.startsWith('<ul class="goods">')).toBe(true);
  });

  it("renders the university's home with the university's renderer and template", async () => {
    const res = await app.inject('/app/university/frame/home');
    expect(res.body).toContain('<div id="root"><main>网上报名</main></div>');
    expect(res.body).toContain('src="/app/university/assets/index-abc.js"');
    const other = await app.inject('/app/university/frame/personal');
    expect(other.body).not.toContain('网上报名');
    expect(other.body).toContain('<div id="root"></div>');
  });

  it('sends index.html for a page that is not a landing page', async () => {
    const res = await app.inject('/app/account/point');
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe(INDEX_HTML);
  });

  it('sends index.html (the browser renders) when the render fails', async () => {
    const res = await app.inject('/app/index/999');
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe(INDEX_HTML);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(errorLines.join('')).toContain('server render failed: the page renders in the browser');
  });

  it('sends index.html when the server render is not built: the static path keeps working', async () => {
    const res = await withoutRender.inject('/app/index/1000');
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe(INDEX_HTML);
  });

  it("collects a page chunk's stylesheets through its static imports, without those already there", () => {
    expect(chunkStylesheets(CLIENT_MANIFEST, 'src/modules/mall/pages/store-list-page.tsx', new Set(['assets/index-abc.css']))).toEqual([
      'assets/states-abc.css',
      'assets/list-abc.css',
    ]);
    expect(chunkStylesheets(CLIENT_MANIFEST, 'src/unknown.tsx', new Set())).toEqual([]);
  });

  it('hints only the priority images, with their srcset and sizes', () => {
    expect(
      priorityImageHints('<img src="/a.jpg" alt=""/><img src="/b.jpg" srcset="/b.jpg?w=375 375w, /b.jpg?w=750 750w" sizes="100vw" alt="" fetchpriority="high"/>'),
    ).toBe('<link rel="preload" as="image" fetchpriority="high" href="/b.jpg" imagesrcset="/b.jpg?w=375 375w, /b.jpg?w=750 750w" imagesizes="100vw">');
    expect(priorityImageHints('<p>no image</p>')).toBe('');
  });

  it('keeps the stylesheets as links when they are too large to inline', async () => {
    const big = join(dir, 'big');
    mkdirSync(join(big, 'assets'), { recursive: true });
    writeFileSync(join(big, 'index.html'), INDEX_HTML);
    writeFileSync(join(big, 'assets', 'index-abc.css'), `body{margin:0}${' '.repeat(INLINE_CSS_MAX_BYTES)}`);
    writeFileSync(join(big, 'assets', 'home-abc.css'), '.home{color:red}');
    const template = await loadPageTemplate(big, '/app/');
    expect(template?.head).toContain('<link rel="stylesheet" crossorigin href="/app/assets/index-abc.css">');
    expect(template?.head).not.toContain('<style');
    expect(template?.head.endsWith('<div id="root">')).toBe(true);
    expect(template?.foot.startsWith('</div><noscript>')).toBe(true);
  });
});
