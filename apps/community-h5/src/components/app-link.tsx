import type { ReactNode } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { appEnv } from '../lib/env';
import { goLocation, resolveLink } from '../lib/links';

export interface AppLinkProps {
  /** A link from data: an app path, an /app/page path (main site) or an http(s) URL. */
  to: string;
  className?: string;
  children: ReactNode;
  'aria-label'?: string;
}

/**
 * A link from data, routed the product's way: /app/pay/ pages through the location helper
 * (a full page load, which WeChat payment needs), other app paths in the app, /app/page and
 * http(s) links as plain links; anything else (javascript:, data:) renders as text.
 */
export function AppLink({ to, className, children, ...rest }: AppLinkProps) {
  const navigate = useNavigate();
  const target = resolveLink(to, appEnv.mainSiteOrigin);
  if (!target) return <span className={className}>{children}</span>;
  if (target.external)
    return (
      <a className={className} href={target.href} aria-label={rest['aria-label']}>
        {children}
      </a>
    );
  if (target.href.startsWith('/app/pay/'))
    return (
      <a
        className={className}
        href={target.href}
        aria-label={rest['aria-label']}
        onClick={(event) => {
          event.preventDefault();
          goLocation(navigate, target.href);
        }}
      >
        {children}
      </a>
    );
  return (
    <Link className={className} to={target.href} aria-label={rest['aria-label']}>
      {children}
    </Link>
  );
}
