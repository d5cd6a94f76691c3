import { useCallback, type ReactNode } from 'react';
import { Link, useLocation, useNavigate, type NavigateOptions } from 'react-router-dom';
import { useSession } from '../lib/session';
import { appEnv } from '../lib/env';
import { goLocation, linkTo, resolveLink, type LinkOptions } from '../lib/links';

/** What a built link adds besides the path: the link's own tag and title (spec §2). */
export type LinkExtras = Pick<LinkOptions, 'tag' | 'title'>;

/**
 * Builds links the product's way (spec §2): the path plus the session's channel (cid, left out
 * when 1000), the link's tag/title and the pass-through parameters of the current page.
 *
 * @example
 * const build = useLinkBuilder();
 * build(pointLinks.point()) // '/app/account/point?cid=2001&saleIid=1200' on a page reached with them
 */
export function useLinkBuilder(): (path: string, extras?: LinkExtras) => string {
  const cid = useSession((s) => s.cid);
  const { search } = useLocation();
  return useCallback(
    (path: string, extras: LinkExtras = {}) => linkTo(path, { ...extras, cid, from: search }),
    [cid, search],
  );
}

/**
 * `navigate` through the link builder. A /app/pay/ path goes through the location helper (a full
 * page load: WeChat JSAPI payment checks the page URL).
 */
export function useAppNavigate(): (path: string, options?: NavigateOptions & LinkExtras) => void {
  const navigate = useNavigate();
  const build = useLinkBuilder();
  return useCallback(
    (path: string, { tag, title, ...options }: NavigateOptions & LinkExtras = {}) => {
      const href = build(path, { tag, title });
      if (href.startsWith('/app/pay/')) goLocation((to) => navigate(to, options), href);
      else navigate(href, options);
    },
    [navigate, build],
  );
}

export interface AppLinkProps extends LinkExtras {
  /** An app path (built with a route's link builder, `lib/links/<module>-links.ts`, or from data), an /app/page path (main site) or an http(s) URL. */
  to: string;
  className?: string;
  children: ReactNode;
  'aria-label'?: string;
  'aria-current'?: 'page';
}

/**
 * Every link of the app, routed the product's way: app paths through the link builder, /app/pay/
 * pages through the location helper (a full page load, which WeChat payment needs), other app
 * paths in the app, /app/page and http(s) links as plain links; anything else (javascript:,
 * data:, an empty link) renders as text, never as a link that goes nowhere.
 */
export function AppLink({ to, className, children, tag, title, ...aria }: AppLinkProps) {
  const navigate = useNavigate();
  const build = useLinkBuilder();
  const trimmed = to.trim();
  // Data links that are app paths get the channel and pass-through params; http(s) URLs go as they are.
  const target = resolveLink(
    trimmed.startsWith('/') && !trimmed.startsWith('//') ? build(trimmed, { tag, title }) : trimmed,
    appEnv.mainSiteOrigin,
  );
  if (!target) return <span className={className}>{children}</span>;
  if (target.external)
    return (
      <a className={className} href={target.href} {...aria}>
        {children}
      </a>
    );
  if (target.href.startsWith('/app/pay/'))
    return (
      <a
        className={className}
        href={target.href}
        {...aria}
        onClick={(event) => {
          event.preventDefault();
          goLocation(navigate, target.href);
        }}
      >
        {children}
      </a>
    );
  return (
    <Link className={className} to={target.href} {...aria}>
      {children}
    </Link>
  );
}
