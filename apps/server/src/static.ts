import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';

export interface SpaSite {
  /** URL prefix with trailing slash, e.g. '/app/university/'. */
  prefix: string;
  /** The app's build folder (holds index.html and assets/). */
  root: string;
  name: string;
}

const IMMUTABLE = 'public, max-age=31536000, immutable';
const NO_CACHE = 'no-cache';

/** The WeChat JS-SDK's origin: the university app loads jweixin-1.6.0.js from it (src/lib/wechat.ts). */
export const WECHAT_JS_SDK_ORIGIN = 'https://res.wx.qq.com';

/**
 * Content-Security-Policy of the served pages: our own scripts plus the WeChat JS-SDK, images
 * from anywhere safe, requests to our own origin only. Uploads stay same-origin because
 * getOssParams builds the storage host from the page's own request (platform/upload-store.ts publicOrigin).
 */
export const PAGE_CSP = [
  "default-src 'self'",
  `script-src 'self' ${WECHAT_JS_SDK_ORIGIN}`,
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob: https:",
  "connect-src 'self'",
  // Video and audio from our own origin; hls.js plays HLS through a MediaSource (a blob: URL).
  "media-src 'self' blob:",
  "font-src 'self' data:",
  "object-src 'none'",
  "base-uri 'self'",
  "frame-ancestors 'self'",
].join('; ');

function setPageHeaders(reply: FastifyReply) {
  reply.header('cache-control', NO_CACHE);
  reply.header('content-security-policy', PAGE_CSP);
}

/**
 * Serves built single-page apps: hashed assets with immutable caching and precompressed br/gz,
 * index.html never cached, and history-mode fallback to each app's own index.html. Sites are
 * matched longest prefix first, so /app/university/* never falls back to the community app.
 */
export async function registerSpaSites(app: FastifyInstance, sites: SpaSite[]) {
  const ordered = [...sites].sort((a, b) => b.prefix.length - a.prefix.length);
  let first = true;
  for (const site of ordered) {
    if (!existsSync(join(site.root, 'index.html'))) {
      app.log.warn(`${site.name} is not built (${site.root}); run the build first`);
      continue;
    }
    await app.register(fastifyStatic, {
      root: site.root,
      prefix: site.prefix,
      decorateReply: first,
      preCompressed: true,
      cacheControl: false,
      wildcard: true,
      index: false,
      setHeaders(res, path) {
        if (path.includes(`${join(site.root, 'assets')}`)) res.setHeader('cache-control', IMMUTABLE);
        else res.setHeader('cache-control', NO_CACHE);
      },
    });
    first = false;
  }

  /** The site whose prefix the path falls under, longest first. */
  const siteFor = (path: string) => ordered.find((s) => path === s.prefix.slice(0, -1) || path.startsWith(s.prefix));

  return {
    /** Answers a GET that matched no file with the site's index.html; false when no site serves the path. */
    async fallback(path: string, reply: FastifyReply): Promise<boolean> {
      const site = siteFor(path);
      if (!site) return false;
      if (/\/assets\//.test(path)) return false; // a missing hashed asset is a real 404
      if (!existsSync(join(site.root, 'index.html'))) {
        reply.code(503).type('text/plain; charset=utf-8').send(`${site.name} is not built: run the build first.`);
        return true;
      }
      setPageHeaders(reply);
      await reply.sendFile('index.html', site.root);
      return true;
    },
    siteFor,
  };
}
