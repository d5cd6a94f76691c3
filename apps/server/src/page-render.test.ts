import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from './app';
import { loadConfig } from './config';
import { openDatabase, type Database } from './db/client';
import { seedIfEmpty } from './db/seed';
import { INLINE_CSS_MAX_BYTES, loadPageTemplate } from './page-render';

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

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'tongxin-ssr-'));
  const dist = join(dir, 'dist');
  mkdirSync(join(dist, 'assets'), { recursive: true });
  writeFileSync(join(dist, 'index.html'), INDEX_HTML);
  writeFileSync(join(dist, 'assets', 'index-abc.css'), 'body{margin:0}');
  writeFileSync(join(dist, 'assets', 'home-abc.css'), '.home{color:red}');
  mkdirSync(join(dir, 'dist-ssr'));
  writeFileSync(join(dir, 'dist-ssr', 'entry-server.js'), RENDERER);
  database = await openDatabase({});
  await seedIfEmpty(database.db);
  app = await createApp({
    db: database.db,
    config: loadConfig({ COMMUNITY_DIST: dist, UNIVERSITY_DIST: join(dir, 'none') }),
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
    expect(res.body).not.toContain('rel="stylesheet"');
    expect(res.body).toContain('<script type="module" crossorigin src="/app/assets/index-abc.js"></script>');
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
