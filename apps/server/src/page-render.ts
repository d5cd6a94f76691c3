import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/**
 * What the community app's server build (`apps/community-h5/dist-ssr/entry-server.js`)
 * exports: the render of a landing page, given the page's URL and a fetch that answers the API.
 */
export interface PageRenderer {
  renderPage(request: {
    url: string;
    hostname: string;
    fetch: typeof fetch;
    timeoutMs?: number;
  }): Promise<{ body: NodeJS.ReadableStream; tail: string; page?: string } | null>;
}

/** The app's index.html cut around its root, with its stylesheets inlined (the critical CSS). */
export interface PageTemplate {
  /** Everything up to and including `<div id="root">`. */
  head: string;
  /** From the root's `</div>` to the end. */
  foot: string;
  /**
   * The CSS a rendered page needs beyond index.html's (its chunk's and its static imports', from
   * the client build's manifest), as one `<style>` (or links, when too large to inline); '' when
   * the page is unknown or needs nothing more.
   */
  pageStyle(page: string | undefined): Promise<string>;
}

/** What the client build's `.vite/manifest.json` says of a chunk. */
interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
}

/** Stylesheets linked from index.html are inlined up to this many bytes in all; past it they stay links. */
export const INLINE_CSS_MAX_BYTES = 32 * 1024;

const ROOT = '<div id="root"></div>';
const STYLESHEET = /<link rel="stylesheet"(?: crossorigin)? href="([^"]+)">/g;

/**
 * The inlined stylesheets as one `<style>`, followed by a disabled link to each (never fetched,
 * never applied): the client's loader (Vite's preload) skips a stylesheet whose link is already in
 * the document, so a chunk that needs one of them later does not append it again after the others,
 * which would change the cascade for a moment and shift the page.
 */
const styleOf = (texts: string[], marker: string, hrefs: string[]) =>
  `<style ${marker}>${texts.join('\n').replaceAll('</style', '<\\/style')}</style>` +
  hrefs.map((href) => `<link rel="stylesheet" href="${href}" disabled>`).join('');

/**
 * The stylesheets of a page chunk and of the chunks it imports statically (what the browser
 * loads with it), in import order, without those already in `skip`.
 */
export function chunkStylesheets(manifest: Record<string, ManifestChunk>, key: string, skip: ReadonlySet<string>): string[] {
  const seen = new Set<string>();
  const css: string[] = [];
  const visit = (name: string) => {
    const chunk = manifest[name];
    if (!chunk || seen.has(name)) return;
    seen.add(name);
    // Imports first: a chunk's own rules come after those of what it imports, as in the browser.
    for (const imported of chunk.imports ?? []) visit(imported);
    for (const file of chunk.css ?? []) if (!skip.has(file) && !css.includes(file)) css.push(file);
  };
  visit(key);
  return css;
}

/**
 * Reads the built index.html and inlines the landing page's stylesheets it links (a few KB:
 * one round trip less before the first paint on a slow network), and, per rendered page, the
 * page's own stylesheets from the build manifest. Null when index.html has no root.
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
    const style = styleOf(texts as string[], 'data-inlined', inside.map((sheet) => sheet.href));
    inside.forEach((sheet, i) => {
      head = head.replace(sheet.tag, i === 0 ? style : '');
    });
  }

  // The page's own CSS: what index.html links is already there (inlined or linked), and the
  // entry's CSS is loaded with it.
  const manifest = await readFile(join(root, '.vite', 'manifest.json'), 'utf8')
    .then((text) => JSON.parse(text) as Record<string, ManifestChunk>)
    .catch(() => ({}) as Record<string, ManifestChunk>);
  const present = new Set(inside.map((s) => s.href.slice(prefix.length)));
  for (const file of manifest['index.html']?.css ?? []) present.add(file);
  const styles = new Map<string, Promise<string>>();
  const pageStyle = (page: string | undefined): Promise<string> => {
    if (!page || !manifest[page]) return Promise.resolve('');
    let style = styles.get(page);
    if (!style) {
      const files = chunkStylesheets(manifest, page, present);
      style = Promise.all(files.map((file) => readFile(join(root, file), 'utf8').catch(() => null))).then((pageTexts) =>
        pageTexts.length === 0
          ? ''
          : pageTexts.every((t) => t !== null) && pageTexts.reduce((sum, t) => sum + t.length, 0) <= INLINE_CSS_MAX_BYTES
            ? styleOf(pageTexts, 'data-page', files.map((file) => `${prefix}${file}`))
            : files.map((file) => `<link rel="stylesheet" crossorigin href="${prefix}${file}">`).join(''),
      );
      styles.set(page, style);
    }
    return style;
  };
  return { head, foot: '</div>' + html.slice(at + ROOT.length), pageStyle };
}

const IMG = /<img\s[^>]*>/g;
const attributeOf = (tag: string, name: string) => new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1];

/**
 * Preload hints for the rendered page's priority images (its largest paint: `fetchpriority="high"`),
 * for the head: asked for before the scripts and stylesheets the head names, instead of after
 * them when the parser reaches the body (on HTTP/1.1 they queue behind six other requests).
 * Attribute values are copied as React escaped them.
 */
export function priorityImageHints(markup: string): string {
  return [...markup.matchAll(IMG)]
    .map((m) => m[0])
    .filter((tag) => attributeOf(tag, 'fetchpriority') === 'high')
    .map((tag) => {
      const src = attributeOf(tag, 'src');
      const srcset = attributeOf(tag, 'srcset');
      const sizes = attributeOf(tag, 'sizes');
      if (!src && !srcset) return '';
      return `<link rel="preload" as="image" fetchpriority="high"${src ? ` href="${src}"` : ''}${srcset ? ` imagesrcset="${srcset}"` : ''}${sizes ? ` imagesizes="${sizes}"` : ''}>`;
    })
    .join('');
}

/** The head with the page's hints before its first script (or link) and its own CSS before `</head>`. */
function headFor(head: string, hints: string, style: string): string {
  let out = head;
  if (hints) {
    const first = out.search(/<(script|link)\s/);
    out = first < 0 ? out.replace('</head>', `${hints}</head>`) : out.slice(0, first) + hints + out.slice(first);
  }
  return style ? out.replace('</head>', `${style}</head>`) : out;
}

/** Loads an app's server render; null (with the reason logged) when it is not built or does not load. */
export async function loadPageRenderer(file: string, log: (message: string) => void, name = 'community-h5'): Promise<PageRenderer | null> {
  if (!existsSync(file)) {
    log(`the ${name} app's server render is not built (${file}): landing pages render in the browser`);
    return null;
  }
  try {
    const loaded = (await import(pathToFileURL(file).href)) as Partial<PageRenderer>;
    if (typeof loaded.renderPage !== 'function') throw new Error('it exports no renderPage');
    return loaded as PageRenderer;
  } catch (error) {
    log(`the ${name} app's server render did not load (${file}): ${(error as Error).message}`);
    return null;
  }
}

/** An app whose landing pages the server renders: its build folder, URL prefix and server render. */
export interface RenderedSite {
  name: string;
  prefix: string;
  root: string;
  renderer: string;
}

/**
 * Each app's renderer and template, by the app's name; an app that is not built, or whose server
 * render is not, is left out (its pages render in the browser from index.html).
 */
export async function loadRenderedSites(
  sites: RenderedSite[],
  log: (message: string) => void,
): Promise<Map<string, { renderer: PageRenderer; template: PageTemplate }>> {
  const loaded = new Map<string, { renderer: PageRenderer; template: PageTemplate }>();
  for (const site of sites) {
    if (!existsSync(join(site.root, 'index.html'))) continue;
    const renderer = await loadPageRenderer(site.renderer, log, site.name);
    const template = renderer ? await loadPageTemplate(site.root, site.prefix) : null;
    if (renderer && template) loaded.set(site.name, { renderer, template });
  }
  return loaded;
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
 * Answers a landing page with its server-rendered HTML, so its first screen needs no call: the template's head with the
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
  // The render is complete (every part ready) when it resolves: its markup is read at once, so the
  // head can name the page's priority images and carry its own CSS.
  const parts: Buffer[] = [];
  for await (const chunk of page.body) parts.push(typeof chunk === 'string' ? Buffer.from(chunk) : (chunk as Buffer));
  const markup = Buffer.concat(parts).toString('utf8');
  const head = headFor(template.head, priorityImageHints(markup), await template.pageStyle(page.page));
  reply.type('text/html; charset=utf-8');
  await reply.send(head + markup + template.foot.replace('</div>', `</div>${page.tail}`));
  return true;
}
