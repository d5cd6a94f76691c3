import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/**
 * What the community app's server build (`apps/community-h5/dist-ssr/entry-server.js`, issue 19)
 * exports: the render of a landing page, given the page's URL and a fetch that answers the API.
 */
export interface PageRenderer {
  renderPage(request: {
    url: string;
    hostname: string;
    fetch: typeof fetch;
    timeoutMs?: number;
  }): Promise<{ body: NodeJS.ReadableStream; tail: string } | null>;
}

/** The app's index.html cut around its root, with its stylesheets inlined (the critical CSS). */
export interface PageTemplate {
  /** Everything up to and including `<div id="root">`. */
  head: string;
  /** From the root's `</div>` to the end. */
  foot: string;
}

/** Stylesheets linked from index.html are inlined up to this many bytes in all; past it they stay links. */
export const INLINE_CSS_MAX_BYTES = 32 * 1024;

const ROOT = '<div id="root"></div>';
const STYLESHEET = /<link rel="stylesheet"(?: crossorigin)? href="([^"]+)">/g;

/**
 * Reads the built index.html and inlines the landing page's stylesheets it links (a few KB:
 * one round trip less before the first paint on a slow network). Null when it has no root.
 */
export async function loadPageTemplate(root: string, prefix: string): Promise<PageTemplate | null> {
  const html = await readFile(join(root, 'index.html'), 'utf8');
  const at = html.indexOf(ROOT);
  if (at < 0) return null;
  const sheets = [...html.matchAll(STYLESHEET)].map((m) => ({ tag: m[0], href: m[1] ?? '' }));
  const inside = sheets.filter((s) => s.href.startsWith(prefix) && !s.href.includes('..'));
  const texts = await Promise.all(inside.map((s) => readFile(join(root, s.href.slice(prefix.length)), 'utf8').catch(() => null)));
  const total = texts.reduce((sum, t) => sum + (t?.length ?? Infinity), 0);
  let head = html.slice(0, at) + '<div id="root">';
  if (inside.length > 0 && total <= INLINE_CSS_MAX_BYTES) {
    // One <style> where the first link was, in the links' order (the cascade stays the same).
    const style = `<style data-inlined>${texts.join('\n').replaceAll('</style', '<\\/style')}</style>`;
    inside.forEach((sheet, i) => {
      head = head.replace(sheet.tag, i === 0 ? style : '');
    });
  }
  return { head, foot: '</div>' + html.slice(at + ROOT.length) };
}

/** Loads the app's server render; null (with the reason logged) when it is not built or does not load. */
export async function loadPageRenderer(file: string, log: (message: string) => void): Promise<PageRenderer | null> {
  if (!existsSync(file)) {
    log(`the community app's server render is not built (${file}): landing pages render in the browser`);
    return null;
  }
  try {
    const loaded = (await import(pathToFileURL(file).href)) as Partial<PageRenderer>;
    if (typeof loaded.renderPage !== 'function') throw new Error('it exports no renderPage');
    return loaded as PageRenderer;
  } catch (error) {
    log(`the community app's server render did not load (${file}): ${(error as Error).message}`);
    return null;
  }
}

/**
 * A fetch that answers the page's API calls from this server's own routes in-process
 * (`app.inject`: the same handlers, validation and envelope as over HTTP, and no network), as the
 * page's visitor would be answered: the host and forwarded address come from the page's request.
 */
export function inProcessFetch(app: FastifyInstance, request: FastifyRequest): typeof fetch {
  return async (input, init) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.pathname + input.search : input.url;
    if (!url.startsWith('/')) throw new TypeError(`the server render only calls its own API, not ${url}`);
    const headers: Record<string, string> = { host: request.headers.host ?? request.hostname, 'x-forwarded-for': request.ip };
    new Headers(init?.headers).forEach((value, key) => {
      headers[key] = value;
    });
    const reply = await app.inject({
      method: (init?.method ?? 'GET') as 'GET',
      url,
      headers,
      ...(typeof init?.body === 'string' ? { payload: init.body } : {}),
    });
    return new Response(reply.statusCode === 204 ? null : reply.body, {
      status: reply.statusCode,
      headers: { 'content-type': String(reply.headers['content-type'] ?? 'application/json') },
    });
  };
}

/**
 * Answers a landing page with its server-rendered HTML (issue 19): the template's head with the
 * CSS inlined, the root's markup as React streams it, the dehydrated answers, the template's
 * foot. False when the path is not a server-rendered route or the render failed (logged): the
 * caller sends index.html and the page renders in the browser.
 */
export async function sendRenderedPage(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  renderer: PageRenderer,
  template: PageTemplate,
): Promise<boolean> {
  let page: Awaited<ReturnType<PageRenderer['renderPage']>>;
  try {
    page = await renderer.renderPage({ url: request.url, hostname: request.hostname, fetch: inProcessFetch(app, request) });
  } catch (error) {
    request.log.error({ err: error, requestId: request.id }, 'server render failed: the page renders in the browser');
    return false;
  }
  if (!page) return false;
  const { body, tail } = page;
  async function* html() {
    yield template.head;
    for await (const chunk of body) yield chunk as string | Buffer;
    yield template.foot.replace('</div>', `</div>${tail}`);
  }
  reply.type('text/html; charset=utf-8');
  await reply.send(Readable.from(html()));
  return true;
}
