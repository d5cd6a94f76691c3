import DOMPurify, { type Config, type DOMPurify as Purifier } from 'dompurify';

/** Elements kept: text structure, lists, tables, images, links. Everything else goes. */
const ALLOWED_TAGS = [
  'a',
  'abbr',
  'b',
  'blockquote',
  'br',
  'caption',
  'code',
  'dd',
  'del',
  'div',
  'dl',
  'dt',
  'em',
  'figcaption',
  'figure',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'hr',
  'i',
  'img',
  'ins',
  'li',
  'mark',
  'ol',
  'p',
  'pre',
  'q',
  's',
  'section',
  'small',
  'span',
  'strong',
  'sub',
  'sup',
  'table',
  'tbody',
  'td',
  'tfoot',
  'th',
  'thead',
  'tr',
  'u',
  'ul',
];

/**
 * Attributes kept. No class or id (they would reach the app's own CSS and DOM: clobbering, a
 * fixed overlay), no width or height (images and tables are fitted to the screen instead), no
 * target or rel (set by us).
 */
const ALLOWED_ATTR = ['href', 'src', 'alt', 'title', 'colspan', 'rowspan', 'start', 'style'];

/** http(s), mailto and tel links, and relative ones; nothing else (javascript:, vbscript:, data:). */
const ALLOWED_URI = /^(?:(?:https?|mailto|tel):|[^a-z]|[a-z+.-]+(?:[^a-z+.\-:]|$))/i;

/** Inline styles that colour and emphasise; none that positions, sizes or loads anything. */
const ALLOWED_STYLE = new Set([
  'color',
  'background-color',
  'font-weight',
  'font-style',
  'font-size',
  'text-align',
  'text-decoration',
  'text-indent',
  'line-height',
  'letter-spacing',
]);
const UNSAFE_STYLE_VALUE = /url\s*\(|expression|javascript|\\|\/\*|@|var\s*\(|[<>]/i;
/** Font sizes up to 40px (or 2.5em/rem): a 300px headline would push the page sideways. */
const FONT_SIZE =
  /^(?:(\d{1,2}(?:\.\d+)?)px|([0-2](?:\.\d+)?)r?em|(\d{2,3})%|small|medium|large|x-large|smaller|larger)$/;

function safeFontSize(value: string): boolean {
  const m = FONT_SIZE.exec(value);
  if (!m) return false;
  if (m[1] !== undefined) return Number(m[1]) <= 40;
  if (m[3] !== undefined) return Number(m[3]) <= 250;
  return true;
}

/** Keeps the allowed declarations of a style attribute. */
export function filterStyle(style: string): string {
  const kept: string[] = [];
  for (const declaration of style.split(';')) {
    const at = declaration.indexOf(':');
    if (at < 0) continue;
    const property = declaration.slice(0, at).trim().toLowerCase();
    const value = declaration
      .slice(at + 1)
      .trim()
      .replace(/\s*!important$/i, '');
    if (!ALLOWED_STYLE.has(property) || !value || value.length > 64) continue;
    if (UNSAFE_STYLE_VALUE.test(value)) continue;
    if (property === 'font-size' && !safeFontSize(value.toLowerCase())) continue;
    kept.push(`${property}: ${value}`);
  }
  return kept.join('; ');
}

function isExternal(href: string): boolean {
  if (!/^https?:\/\//i.test(href) && !href.startsWith('//')) return false;
  try {
    return new URL(href, window.location.href).origin !== window.location.origin;
  } catch {
    return true;
  }
}

const CONFIG: Config = {
  ALLOWED_TAGS,
  ALLOWED_ATTR,
  ALLOWED_URI_REGEXP: ALLOWED_URI,
  ALLOW_DATA_ATTR: false,
  ALLOW_ARIA_ATTR: false,
  ALLOW_UNKNOWN_PROTOCOLS: false,
  // Content of dropped containers stays as text, except what is never text (script, style…).
  KEEP_CONTENT: true,
};

let purifier: Purifier | null = null;

/** Our own instance, so these hooks never change DOMPurify for anyone else in the app. */
function instance(): Purifier | null {
  if (purifier) return purifier;
  if (typeof window === 'undefined') return null;
  const p = DOMPurify(window);
  if (!p.isSupported) return null;
  p.addHook('uponSanitizeElement', (node, data) => {
    // Editors and WeChat articles lazy-load with data-src and no src: keep the real address.
    if (data.tagName === 'img' && node instanceof Element) {
      const lazy = node.getAttribute('data-src');
      if (lazy && !node.getAttribute('src')) node.setAttribute('src', lazy);
    }
  });
  p.addHook('afterSanitizeAttributes', (node) => {
    if (!(node instanceof Element)) return;
    const style = node.getAttribute('style');
    if (style !== null) {
      const kept = filterStyle(style);
      if (kept) node.setAttribute('style', kept);
      else node.removeAttribute('style');
    }
    const tag = node.tagName.toLowerCase();
    if (tag === 'a') {
      const href = node.getAttribute('href');
      if (href && isExternal(href)) {
        node.setAttribute('target', '_blank');
        // The opened page gets no handle on this one, no referrer, and no ranking from us.
        node.setAttribute('rel', 'noopener noreferrer nofollow');
      }
    } else if (tag === 'img') {
      // An image left without an address (its only one was unsafe) would show a broken icon.
      if (!node.getAttribute('src')) node.setAttribute('hidden', '');
      node.setAttribute('loading', 'lazy');
      node.setAttribute('decoding', 'async');
      // Image hosts that refuse hotlinking (WeChat's among them) serve requests without a referrer.
      node.setAttribute('referrerpolicy', 'no-referrer');
      const own = node.getAttribute('style');
      node.setAttribute('style', `${own ? `${own}; ` : ''}max-width: 100%; height: auto`);
    } else if (tag === 'table') {
      const own = node.getAttribute('style');
      node.setAttribute(
        'style',
        `${own ? `${own}; ` : ''}display: block; max-width: 100%; overflow-x: auto; border-collapse: collapse`,
      );
    } else if (tag === 'pre') {
      node.setAttribute('style', 'max-width: 100%; overflow-x: auto; white-space: pre-wrap');
    }
  });
  purifier = p;
  return p;
}

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * Sanitises HTML from data against an allowlist: no scripts, event handlers, `javascript:` or
 * other non-web URLs, iframes, forms, SVG, classes or ids; only colour and emphasis styles; images
 * lazy, without a referrer and never wider than the screen; external links open in a new tab
 * with `noopener`. Where there is no DOM to parse with, the markup is returned escaped (shown as
 * text, never run).
 *
 * @example sanitizeHtml('<p onclick="x()">Hi<script>alert(1)</script></p>') // '<p>Hi</p>'
 */
export function sanitizeHtml(html: string): string {
  const p = instance();
  if (!p) return escapeHtml(html);
  return p.sanitize(html, { ...CONFIG, RETURN_TRUSTED_TYPE: false }) as string;
}
