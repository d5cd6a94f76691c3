import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from './app';
import { loadConfig } from './config';
import { openDatabase, type Database } from './db/client';
import { seedIfEmpty } from './db/seed';
import { publicOrigin } from './platform/upload-store';
import type { Services } from './services';

let database: Database;
let app: FastifyInstance;
let dist: string;

function writeSite(dir: string, marker: string) {
  mkdirSync(join(dir, 'assets'), { recursive: true });
  writeFileSync(join(dir, 'index.html'), `<!doctype html><title>${marker}</title>`);
  const js = `console.log(${JSON.stringify(marker)});`.repeat(100);
  writeFileSync(join(dir, 'assets', 'index-abc123.js'), js);
  writeFileSync(join(dir, 'assets', 'index-abc123.js.gz'), gzipSync(js));
  writeFileSync(join(dir, 'assets', 'index-abc123.js.br'), brotliCompressSync(js));
}

beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'tongxin-dist-'));
  writeSite(join(dist, 'community'), 'community');
  writeSite(join(dist, 'university'), 'university');
  writeSite(join(dist, 'console'), 'console');
  database = await openDatabase({});
  await seedIfEmpty(database.db);
  const config = loadConfig({ COMMUNITY_DIST: join(dist, 'community'), UNIVERSITY_DIST: join(dist, 'university'), CONSOLE_DIST: join(dist, 'console') });
  app = await createApp({ db: database.db, config });
});

afterAll(async () => {
  await app.close();
  await database.close();
  rmSync(dist, { recursive: true, force: true });
});

describe('serving the apps', () => {
  it('falls back to each app its own index.html in history mode, never cached', async () => {
    const community = await app.inject('/app/account/point');
    expect(community.statusCode).toBe(200);
    expect(community.body).toContain('<title>community</title>');
    expect(community.headers['cache-control']).toBe('no-cache');
    const csp = String(community.headers['content-security-policy']);
    const directives = Object.fromEntries(csp.split('; ').map((d) => [d.split(' ')[0], d.split(' ').slice(1)]));
    // Our scripts and the WeChat JS-SDK (jweixin-1.6.0.js), nothing else; requests to our origin only.
    expect(directives['script-src']).toEqual(["'self'", 'https://res.wx.qq.com']);
    expect(directives['connect-src']).toEqual(["'self'"]);
    expect(directives['object-src']).toEqual(["'none'"]);

    const university = await app.inject('/app/university/apply/home?x=1');
    expect(university.body).toContain('<title>university</title>');
    expect(university.headers['cache-control']).toBe('no-cache');
    expect(university.headers['content-security-policy']).toBe(csp);

    // The organiser console under /console, its own app.
    const back = await app.inject('/console/approvals/distributors');
    expect(back.body).toContain('<title>console</title>');
    expect(back.headers['content-security-policy']).toBe(csp);
    expect((await app.inject('/console/assets/index-abc123.js')).headers['cache-control']).toContain('immutable');
  });

  it('serves hashed assets immutable, brotli or gzip as the client accepts', async () => {
    const br = await app.inject({ url: '/app/assets/index-abc123.js', headers: { 'accept-encoding': 'br, gzip' } });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');

    const gz = await app.inject({ url: '/app/university/assets/index-abc123.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gz.headers['cache-control']).toContain('immutable');
  });

  it('answers a missing hashed asset with 404, not with index.html', async () => {
    const res = await app.inject('/app/assets/gone-000.js');
    expect(res.statusCode).toBe(404);
  });

  it('hands short links to the community app', async () => {
    const res = await app.inject('/s/abc123');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<title>community</title>');
  });

  it("answers an unknown top-level page with the community app's not-found page, a call with JSON", async () => {
    const page = await app.inject({ url: '/no/such/page', headers: { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' } });
    expect(page.statusCode).toBe(404);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('<title>community</title>');
    const call = await app.inject({ url: '/no/such/page', headers: { accept: 'application/json' } });
    expect(call.statusCode).toBe(404);
    expect(call.json()).toMatchObject({ code: 404 });
    const gateway = await app.inject({ url: '/v1/nothing', headers: { accept: 'text/html' } });
    expect(gateway.json()).toMatchObject({ code: 404 });
  });

  it("serves the demo's photographs in the widths and formats the server makes, and nothing else under their path", async () => {
    const full = await app.inject('/api/media/photo/hill-sunset.jpg');
    expect(full.statusCode).toBe(200);
    expect(full.headers['content-type']).toBe('image/jpeg');
    const small = await app.inject({ url: '/api/media/photo/hill-sunset.jpg?x-oss-process=image/resize,w_320', headers: { accept: 'image/avif,image/webp,*/*' } });
    expect(small.headers['content-type']).toBe('image/avif');
    expect(small.rawPayload.length).toBeLessThan(full.rawPayload.length);
    expect((await app.inject('/api/media/photo/nothing.jpg')).statusCode).toBe(404);
    expect((await app.inject('/api/media/photo/..%2Fphotos.ts')).statusCode).toBe(404);
  });

  it('answers an unknown API path with a JSON error body', async () => {
    const res = await app.inject('/api/nothing/here');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 404 });
  });
});

describe('/', () => {
  it('maps the host name to its tenant', async () => {
    const res = await app.inject({ url: '/', headers: { host: 'zs.tongxin.local' } });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/app/index/3073');
  });

  it('sends an unknown host to 1000', async () => {
    const res = await app.inject({ url: '/', headers: { host: 'example.org:8080' } });
    expect(res.headers.location).toBe('/app/index/1000');
  });
});

describe('/api/domain/goIndexByIid', () => {
  it('gives the tenant', async () => {
    const res = await app.inject('/api/domain/goIndexByIid?iid=3073');
    expect(res.json()).toEqual({ t: { iid: 3073, name: '同心大学招生报名', indexPath: '/app/index/3073' } });
  });

  it('refuses a bad or unknown iid with a code', async () => {
    expect((await app.inject('/api/domain/goIndexByIid?iid=abc')).json()).toMatchObject({ code: 400 });
    expect((await app.inject('/api/domain/goIndexByIid?iid=999999')).json()).toMatchObject({ code: 404 });
  });
});

describe('seed', () => {
  it('runs once', async () => {
    expect(await seedIfEmpty(database.db)).toBe(false);
  });
});

describe('the upload host', () => {
  const origin = (publicBaseUrl: string | undefined, request: { protocol: 'http' | 'https'; host: string }) =>
    publicOrigin({ config: { publicBaseUrl } } as Services, request as FastifyRequest);

  it("is the page's own origin, so the pages' connect-src 'self' allows the upload whatever the tenant's host", () => {
    expect(origin(undefined, { protocol: 'http', host: 'zs.tongxin.local' })).toBe('http://zs.tongxin.local');
    expect(origin(undefined, { protocol: 'https', host: 'h5.tongxin.local:8443' })).toBe('https://h5.tongxin.local:8443');
    // PUBLIC_BASE_URL names another host: the page's origin still wins (a second tenant host name).
    expect(origin('https://h5.tongxin.local', { protocol: 'http', host: 'zs.tongxin.local' })).toBe('http://zs.tongxin.local');
  });

  it('takes the scheme of PUBLIC_BASE_URL when it names the same host (TLS ended by a proxy that does not say so)', () => {
    expect(origin('https://zs.tongxin.local', { protocol: 'http', host: 'zs.tongxin.local' })).toBe('https://zs.tongxin.local');
  });
});
