import { DEFAULT_CID } from '@tongxin/env-auth';
import { loadPage } from '../page-load';

/*
 * How the app builds links. Each route's typed builder is in its module's link file,
 * `./<module>-links.ts` (`actLinks.detail({ iid, id })`); a page links to a page of another module
 * through that file, never through the module. Each file imports only `./route`, so a page pulls
 * in the links it uses and nothing else.
 */
export { route, withQuery, type Id, type Link, type LinkParams, type QueryValue } from './route';

/** Query parameters a page receives and passes on to the links it builds (spec §2). */
export const PASS_THROUGH_PARAMS = ['saleIid', 'ridSecret', 'multiDisKey', 'disrParentMultiDisKey'] as const;

export interface LinkOptions {
  /** Channel; appended unless it is the default 1000. */
  cid?: number;
  tag?: string;
  title?: string;
  /** The current page's query: its pass-through parameters are carried over. */
  from?: URLSearchParams | string;
}

/**
 * A link as the product builds it: the path plus cid (omitted when 1000), tag, title and the
 * pass-through parameters of the current page (spec §2). Existing query keys are kept.
 *
 * @example
 * linkTo(actLinks.detail({ iid: 1000, id: 7 }), { cid: 2001, tag: '亲子', from: location.search })
 * // '/app/act/1000/detail/7?cid=2001&tag=%E4%BA%B2%E5%AD%90'
 */
export function linkTo(path: string, options: LinkOptions = {}): string {
  const [pathname = '', existing = ''] = path.split('?', 2);
  const query = new URLSearchParams(existing);
  if (options.cid !== undefined && options.cid !== DEFAULT_CID) query.set('cid', String(options.cid));
  if (options.tag) query.set('tag', options.tag);
  if (options.title) query.set('title', options.title);
  if (options.from !== undefined) {
    const from = typeof options.from === 'string' ? new URLSearchParams(options.from) : options.from;
    for (const key of PASS_THROUGH_PARAMS) {
      const value = from.get(key);
      if (value && !query.has(key)) query.set(key, value);
    }
  }
  const qs = query.toString();
  return qs ? `${pathname}?${qs}` : pathname;
}

/** Links beginning /app/page belong to the organisation's main site (spec §2). */
export function isMainSiteLink(link: string): boolean {
  return link === '/app/page' || link.startsWith('/app/page/') || link.startsWith('/app/page?');
}

/**
 * Where a link from data goes: /app/page links to the main site, other /app links stay in the
 * app (returned as a path), http(s) URLs as they are; anything else (javascript:, data:) is
 * refused with null.
 */
export function resolveLink(link: string, mainSiteOrigin: string): { external: boolean; href: string } | null {
  const trimmed = link.trim();
  if (trimmed === '') return null;
  if (trimmed.startsWith('/') && !trimmed.startsWith('//')) {
    if (isMainSiteLink(trimmed)) return { external: true, href: `${mainSiteOrigin}${trimmed}` };
    return { external: false, href: trimmed };
  }
  try {
    const url = new URL(trimmed);
    if (url.protocol === 'http:' || url.protocol === 'https:') return { external: true, href: url.href };
  } catch {
    // not a URL
  }
  return null;
}

/** Collapses doubled slashes in a path; the query and fragment are left as they are. */
export function collapseSlashes(path: string): string {
  const cut = path.search(/[?#]/);
  const pathname = cut === -1 ? path : path.slice(0, cut);
  const rest = cut === -1 ? '' : path.slice(cut);
  return pathname.replace(/\/{2,}/g, '/') + rest;
}

/**
 * The location helper for /app/pay/ pages: WeChat JSAPI payment checks the page URL, so after
 * the in-app navigation the page is loaded in full from base + route path (spec §2).
 *
 * @example
 * goLocation(navigate, checkoutLinks.vipBuy({ iid: 1000 })) // navigate, then location.assign('/app/pay/vip-buy?iid=1000')
 */
export function goLocation(
  navigate: (to: string) => void,
  path: string,
  base = '/',
  assign: (url: string) => void = loadPage,
): string {
  navigate(path);
  const url = collapseSlashes(`${base}/${path}`);
  assign(url);
  return url;
}
